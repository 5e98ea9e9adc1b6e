import { describe, expect, it } from 'vitest'
import { looksLikePhone, normalizeMyanmarPhone } from './phone.ts'

describe('Myanmar phone numbers', () => {
  it.each([
    '09790000001',
    '09 790 000 001',
    '959790000001',
    '+959790000001',
    '+95 9 790-000-001',
    '00959790000001',
    '၀၉၇၉၀၀၀၀၀၀၁',
    '+၉၅၉၇၉၀၀၀၀၀၀၁',
  ])('%s is 09790000001', (input) => {
    expect(normalizeMyanmarPhone(input)).toBe('09790000001')
  })

  it('keeps shorter and longer mobile numbers', () => {
    expect(normalizeMyanmarPhone('0951234567')).toBe('0951234567')
    expect(normalizeMyanmarPhone('+95912345678')).toBe('0912345678')
  })

  it.each([
    '',
    '12345',
    '0812345678',
    '09123',
    '0912345678901',
    'demo@kyanma.shop',
    '+66912345678',
  ])('%j is not a Myanmar mobile number', (input) => {
    expect(normalizeMyanmarPhone(input)).toBeUndefined()
  })

  it('tells phone sign-in names from email addresses', () => {
    expect(looksLikePhone('09790000001')).toBe(true)
    expect(looksLikePhone('demo@kyanma.shop')).toBe(false)
  })
})
