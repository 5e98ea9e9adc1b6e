import { describe, expect, it } from 'vitest'
import { addDays, addYears, myanmarDate } from './calendar-date.ts'

describe('Myanmar calendar dates', () => {
  it('names the date in Yangon, which starts at 17:30 UTC the evening before', () => {
    expect(myanmarDate(new Date('2026-03-01T17:29:59Z'))).toBe('2026-03-01')
    expect(myanmarDate(new Date('2026-03-01T17:30:00Z'))).toBe('2026-03-02')
  })

  it('adds years to a date, 29 February becoming 1 March', () => {
    expect(addYears('2026-03-01', 1)).toBe('2027-03-01')
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01')
  })

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-11-26', 90)).toBe('2027-02-24')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
