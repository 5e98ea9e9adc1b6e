import { describe, expect, it } from 'vitest'
import { crc16CcittFalse, mmqrPayload, withCrc } from './mmqr-payload.ts'

/** A published EMVCo merchant-presented payload (Mastercard's developer guide), CRC 6F6D. */
const PUBLISHED =
  '000201010211057704736a2f41a3-c54c-fce8-32d2-0324e1c32e22*3440e5bf-81ca-4c5f-a1b2-' +
  'cf989f09a03952045024530384054031005802US5913Test Merchant6008New York62080304123463046F6D'

/** Reads the data objects of one level of a payload into a map of ID to value. */
function dataObjects(payload: string) {
  const found = new Map<string, string>()
  for (let at = 0; at < payload.length; ) {
    const length = Number(payload.slice(at + 2, at + 4))
    found.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length))
    at += 4 + length
  }
  return found
}

describe('the MMQR payload', () => {
  it('computes CRC-16/CCITT-FALSE as published', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1') // the algorithm's standard check value
    expect(withCrc(PUBLISHED.slice(0, -8))).toBe(PUBLISHED)
  })

  it('carries the dynamic initiation, MMK, amount, country, shop and bill number', () => {
    const payload = mmqrPayload({
      merchantName: 'Kyanma',
      merchantCity: 'Yangon',
      amount: 12_500,
      billNumber: 'KY-2611-000042',
    })
    const fields = dataObjects(payload)
    expect(Object.fromEntries(fields)).toMatchObject({
      '00': '01',
      '01': '12',
      '52': '5912',
      '53': '104',
      '54': '12500',
      '58': 'MM',
      '59': 'Kyanma',
      '60': 'Yangon',
      '62': '0114KY-2611-000042',
    })
    expect(dataObjects(fields.get('26') ?? '').get('00')).toBe('shop.kyanma.sandbox')
    expect(payload).toMatch(/6304[0-9A-F]{4}$/)
    expect(withCrc(payload.slice(0, -8))).toBe(payload)
  })

  it('refuses what a payload cannot carry', () => {
    const base = { merchantName: 'Kyanma', merchantCity: 'Yangon', billNumber: 'KY-1' }
    expect(() => mmqrPayload({ ...base, amount: 0 })).toThrow(/positive whole/)
    expect(() => mmqrPayload({ ...base, amount: 1.5 })).toThrow(/positive whole/)
    expect(() => mmqrPayload({ ...base, amount: 1, billNumber: 'ကျန်းမာ' })).toThrow(/ASCII/)
  })
})
