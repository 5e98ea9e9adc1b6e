import { describe, expect, it } from 'vitest'
import { myanmarDay } from './myanmar-day.ts'

describe('the shop’s day in Myanmar time', () => {
  it('starts at 17:30 UTC the evening before', () => {
    expect(myanmarDay(new Date('2026-03-01T10:00:00Z'))).toEqual({
      start: new Date('2026-02-28T17:30:00Z'),
      end: new Date('2026-03-01T17:30:00Z'),
    })
  })

  it('moves to the next day at midnight in Yangon, not at midnight UTC', () => {
    expect(myanmarDay(new Date('2026-03-01T17:29:59Z')).start).toEqual(
      new Date('2026-02-28T17:30:00Z'),
    )
    expect(myanmarDay(new Date('2026-03-01T17:30:00Z')).start).toEqual(
      new Date('2026-03-01T17:30:00Z'),
    )
  })
})
