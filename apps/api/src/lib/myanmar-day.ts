/** Myanmar keeps UTC+06:30 all year: the shop's day starts at 17:30 UTC the evening before. */
const MYANMAR_OFFSET_MS = (6 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The start and (exclusive) end of the shop's day, in Myanmar, that contains `now`. */
export function myanmarDay(now: Date): { start: Date; end: Date } {
  const local = now.getTime() + MYANMAR_OFFSET_MS
  const start = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - MYANMAR_OFFSET_MS
  return { start: new Date(start), end: new Date(start + DAY_MS) }
}

// Calendar dates (myanmarDate, addYears) are in packages/shared calendar-date.ts: the back office
// offers the same dates the server accepts.
