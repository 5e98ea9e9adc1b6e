import { describe, expect, it } from 'vitest'
import { voucherNumber } from './voucher-number.ts'

describe('voucher numbers', () => {
  it('carry the Myanmar year and month and the padded order id', () => {
    expect(voucherNumber(123, new Date('2026-11-05T08:00:00Z'))).toBe('KY-2611-000123')
  })

  it('use the Myanmar date: 18:00 UTC on 31 December is already January in Yangon', () => {
    expect(voucherNumber(7, new Date('2026-12-31T18:00:00Z'))).toBe('KY-2701-000007')
  })

  it('grow past six digits rather than repeat', () => {
    expect(voucherNumber(12_345_678, new Date('2026-01-10T00:00:00Z'))).toBe('KY-2601-12345678')
  })
})
