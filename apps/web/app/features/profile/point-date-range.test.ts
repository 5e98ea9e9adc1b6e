import { describe, expect, it } from 'vitest'
import { pointDateRange } from './point-date-range.ts'

describe('point history date range', () => {
  it('starts at the first day and ends the day after the last (Myanmar time)', () => {
    expect(pointDateRange('2026-03-01', '2026-03-31')).toEqual({
      start: '2026-03-01T00:00:00+06:30',
      end: '2026-04-01T00:00:00+06:30',
      reversed: false,
    })
  })

  it('crosses the end of a year and a leap day', () => {
    expect(pointDateRange('', '2026-12-31').end).toBe('2027-01-01T00:00:00+06:30')
    expect(pointDateRange('', '2028-02-28').end).toBe('2028-02-29T00:00:00+06:30')
  })

  it('sends only the days that are chosen', () => {
    expect(pointDateRange('', '')).toEqual({ reversed: false })
    expect(pointDateRange('2026-05-02', '')).toEqual({
      start: '2026-05-02T00:00:00+06:30',
      reversed: false,
    })
  })

  it('sends no range when the end is before the start, and ignores half-typed dates', () => {
    expect(pointDateRange('2026-05-02', '2026-05-01')).toEqual({ reversed: true })
    expect(pointDateRange('2026-05', '')).toEqual({ reversed: false })
  })

  it('takes a single day as that whole day', () => {
    expect(pointDateRange('2026-05-02', '2026-05-02')).toEqual({
      start: '2026-05-02T00:00:00+06:30',
      end: '2026-05-03T00:00:00+06:30',
      reversed: false,
    })
  })
})
