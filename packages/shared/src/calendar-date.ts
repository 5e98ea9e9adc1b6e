/**
 * Calendar dates (YYYY-MM-DD) as the shop counts them: in Myanmar, which keeps UTC+06:30 all
 * year. The server checks a date against its own today; the back office offers the same range.
 */

const MYANMAR_OFFSET_MS = (6 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The calendar date (YYYY-MM-DD) in Myanmar at `now`. */
export function myanmarDate(now: Date): string {
  return new Date(now.getTime() + MYANMAR_OFFSET_MS).toISOString().slice(0, 10)
}

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number)
  return [year ?? 0, month ?? 1, day ?? 1]
}

/** The same calendar date `years` later (29 February becomes 1 March). */
export function addYears(date: string, years: number): string {
  const [year, month, day] = parts(date)
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10)
}

/** The calendar date `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date)
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10)
}
