import { describe, expect, it } from 'vitest'
import { addressOf, formValuesOf } from '../addresses/address-form-schema.ts'
import { deliveryAddressOf, initialCheckoutValues, paymentPhoneOf } from './checkout-form.ts'

describe('phone numbers typed in Burmese digits (issue 15)', () => {
  it('are sent in Latin digits: delivery phone, payment phone and a saved address', () => {
    const values = {
      ...initialCheckoutValues(),
      receiverName: 'Aye Aye',
      phoneNo: '၀၉၇၉၀၀၀၀၁၂၃',
      region: 'Yangon Region',
      township: 'Kamayut',
      street: 'Pyay Road',
      paymentPhone: ' ၀၉၇၉၀၀၀၀၄၅၆ ',
    }
    expect(deliveryAddressOf(values)).toMatchObject({ phoneNo: '09790000123' })
    expect(paymentPhoneOf(values)).toBe('09790000456')
    const address = { ...formValuesOf(), ...values }
    expect(addressOf(address)).toMatchObject({ phoneNo: '09790000123' })
  })
})
