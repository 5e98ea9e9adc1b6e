import { describe, expect, it } from 'vitest'
import { DeliveryAddressSchema } from './delivery-address.ts'

const valid = {
  receiverName: ' Ko Ko ',
  phoneNo: '+95 9 790 000 555',
  region: 'Yangon Region',
  township: 'Insein',
  street: 'Baho Road',
}

const messagesOf = (input: unknown) =>
  Object.fromEntries(
    (DeliveryAddressSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  )

describe('delivery address', () => {
  it('keeps a complete address, trimmed, with the phone number normalized', () => {
    expect(DeliveryAddressSchema.parse({ ...valid, note: ' Call first ' })).toEqual({
      receiverName: 'Ko Ko',
      phoneNo: '09790000555',
      region: 'Yangon Region',
      township: 'Insein',
      street: 'Baho Road',
      note: 'Call first',
    })
  })

  it("asks for receiver, region, township and street ('Required') and a real phone number", () => {
    expect(messagesOf({ receiverName: '  ', phoneNo: '12' })).toEqual({
      receiverName: 'Required',
      phoneNo: 'Invalid phone number format',
      region: 'Required',
      township: 'Required',
      street: 'Required',
    })
  })

  it('refuses text longer than 300 characters', () => {
    expect(messagesOf({ ...valid, note: 'x'.repeat(301) })).toHaveProperty('note')
  })
})
