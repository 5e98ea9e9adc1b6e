/** Myanmar keeps UTC+06:30 all year; dates are the shop's dates, as formatLongDate prints them. */
const MYANMAR_OFFSET = '+06:30'
const DAY = /^\d{4}-\d{2}-\d{2}$/

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

export interface PointDateRange {
  start?: string
  end?: string
  /** The end day is before the start day: the range is not sent. */
  reversed: boolean
}

/**
 * The chosen days (YYYY-MM-DD, either may be empty) as the list search parameters of spec
 * section 3: start is the first day's beginning, end is the chosen end date plus one day, so
 * the whole end day is included.
 */
export function pointDateRange(startDay: string, endDay: string): PointDateRange {
  const from = DAY.test(startDay) ? startDay : ''
  const to = DAY.test(endDay) ? endDay : ''
  if (from && to && to < from) return { reversed: true }
  return {
    ...(from && { start: `${from}T00:00:00${MYANMAR_OFFSET}` }),
    ...(to && { end: `${nextDay(to)}T00:00:00${MYANMAR_OFFSET}` }),
    reversed: false,
  }
}
