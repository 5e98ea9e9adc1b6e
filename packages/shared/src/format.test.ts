import { describe, expect, it } from 'vitest'
import {
  burmeseDigits,
  cutText,
  formatDateTime,
  formatDecimal,
  formatKs,
  formatLongDate,
  formatMmk,
  formatNumber,
  formatTime,
} from './format.ts'

describe('formatters', () => {
  it('writes kyats with thousands separators', () => {
    expect(formatKs(12500)).toBe('12,500 Ks')
    expect(formatMmk(300000)).toBe('300,000 MMK')
    expect(formatKs(0)).toBe('0 Ks')
  })

  it("writes every number as Intl.NumberFormat('en-US') does, without building one", () => {
    const values = [
      0,
      -0,
      1,
      7,
      999,
      1000,
      12500,
      300000,
      1234567.891,
      -1234.5,
      2.5,
      -2.5,
      0.5,
      1.005,
      1.255,
      0.0049,
      0.005,
      0.995,
      9.9995,
      99999.9999,
      0.49999999999999994,
      2 ** 53 + 2,
      1e20,
      1e21,
      1e-7,
      -1e-7,
      123e-20,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ]
    // A fixed spread of amounts, weights and measures, with their binary roundings.
    for (let i = 1; i < 400; i++) values.push((i * 7919.123457) / 97, -(i ** 3) / 1000, i / 8)
    for (const fractionDigits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: fractionDigits })
      for (const value of values)
        expect([value, formatDecimal(value, 'en', fractionDigits)]).toEqual([
          value,
          intl.format(value),
        ])
    }
  })

  it('cuts long text and adds an ellipsis only when it was longer', () => {
    expect(cutText('Vitamin C 1000 mg Tablets', 20)).toBe('Vitamin C 1000 mg Ta...')
    expect(cutText('Fish Oil', 20)).toBe('Fish Oil')
    expect(cutText('x'.repeat(20), 20)).toBe('x'.repeat(20))
  })

  it("prints dates as 'D MMMM, YYYY' in Myanmar time", () => {
    expect(formatLongDate('2025-03-01')).toBe('1 March, 2025')
    // 20:00 UTC is already the next morning in Yangon (UTC+6:30).
    expect(formatLongDate('2025-02-28T20:00:00Z')).toBe('1 March, 2025')
  })
})

describe('formatDateTime', () => {
  it('prints the day and the hour in Myanmar time', () => {
    expect(formatDateTime('2025-02-28T20:00:00Z')).toBe('1 March, 2025 02:30')
    expect(formatDateTime('2025-03-01T10:05:00Z')).toBe('1 March, 2025 16:35')
  })

  it('prints only the hour and minute when asked, in the page’s digits', () => {
    expect(formatTime('2025-03-01T10:05:00Z')).toBe('16:35')
    expect(formatTime('2025-03-01T10:05:00Z', 'my')).toBe('၁၆:၃၅')
  })
})

describe('Burmese formatting (issue 15)', () => {
  it('writes numbers and prices with Myanmar digits and ကျပ်', () => {
    expect(formatNumber(12500, 'my')).toBe('၁၂,၅၀၀')
    expect(formatKs(12500, 'my')).toBe('၁၂,၅၀၀\u00a0ကျပ်')
    expect(formatMmk(0, 'my')).toBe('၀\u00a0ကျပ်')
    expect(burmeseDigits('Rated 7/10')).toBe('Rated ၇/၁၀')
  })

  it('writes dates in Myanmar time with Burmese month names', () => {
    // 18:00 UTC on 28 February is 00:30 on 1 March in Yangon.
    expect(formatLongDate('2025-02-28T18:00:00Z', 'my')).toBe('၂၀၂၅ မတ် ၁')
    expect(formatDateTime('2025-02-28T18:00:00Z', 'my')).toBe('၂၀၂၅ မတ် ၁ ၀၀:၃၀')
  })

  it('writes the same as CLDR for my, without needing Intl data the browser may lack', () => {
    const cldr = new Intl.DateTimeFormat('my', { dateStyle: 'long', timeZone: 'Asia/Yangon' })
    for (const month of [0, 4, 7, 11]) {
      const day = new Date(Date.UTC(2025, month, 14, 3))
      expect(formatLongDate(day, 'my')).toBe(cldr.format(day))
    }
    expect(formatNumber(1234567, 'my')).toBe(new Intl.NumberFormat('my').format(1234567))
    expect(formatDecimal(0.25, 'my', 2)).toBe('၀.၂၅')
  })

  it('leaves English exactly as the spec words it', () => {
    expect(formatKs(12500)).toBe('12,500 Ks')
    expect(formatKs(12500, 'en')).toBe('12,500 Ks')
    expect(formatLongDate('2025-02-28T18:00:00Z', 'en')).toBe('1 March, 2025')
  })
})
