/**
 * The estimated delivery range at checkout, from where the order goes (spec section 9, the FAQ:
 * Yangon 1-3 business days; Mandalay, Nay Pyi Taw and Taunggyi 2-3; elsewhere up to 7).
 * Business days are Monday to Saturday, the shop's working days; dates are Myanmar dates.
 */

export interface BusinessDayRange {
  from: number
  to: number
}

/** The ranges themselves, exported so the delivery page and FAQ print the days checkout uses. */
export const DELIVERY_DAYS = {
  yangon: { from: 1, to: 3 },
  mainCities: { from: 2, to: 3 },
  elsewhere: { from: 3, to: 7 },
} as const satisfies Record<string, BusinessDayRange>

const YANGON: BusinessDayRange = DELIVERY_DAYS.yangon
const MAIN_CITIES: BusinessDayRange = DELIVERY_DAYS.mainCities
const ELSEWHERE: BusinessDayRange = DELIVERY_DAYS.elsewhere

/** Mandalay and Nay Pyi Taw are taken as their whole region, Taunggyi as its township. */
export function deliveryDaysFor(region?: string | null, township?: string | null) {
  if (region === 'Yangon Region') return YANGON
  if (region === 'Mandalay Region' || region === 'Nay Pyi Taw Union Territory') return MAIN_CITIES
  if (township === 'Taunggyi') return MAIN_CITIES
  return ELSEWHERE
}

/** Myanmar keeps UTC+06:30 all year. */
const MYANMAR_OFFSET_MS = (6 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const SUNDAY = 0

/** The calendar date (YYYY-MM-DD) in Myanmar `businessDays` working days after `from`. */
export function addBusinessDays(from: Date, businessDays: number): string {
  let day = new Date(from.getTime() + MYANMAR_OFFSET_MS)
  for (let left = businessDays; left > 0; ) {
    day = new Date(day.getTime() + DAY_MS)
    if (day.getUTCDay() !== SUNDAY) left--
  }
  return day.toISOString().slice(0, 10)
}

/** The first and last date the order may arrive, as Myanmar calendar dates (YYYY-MM-DD). */
export function estimateDelivery(
  placedAt: Date,
  destination: { region?: string | null; township?: string | null },
): { from: string; to: string } {
  const days = deliveryDaysFor(destination.region, destination.township)
  return { from: addBusinessDays(placedAt, days.from), to: addBusinessDays(placedAt, days.to) }
}
