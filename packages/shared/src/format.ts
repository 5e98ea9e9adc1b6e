/** Formatters shared by the web app and the server so numbers, prices and dates read the same. */

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** 12500 → "12,500" */
export function formatNumber(value: number): string {
  return thousands.format(value)
}

/** The spec's price text: '{pricePerUnit} Ks', with thousands separators. */
export function formatKs(amount: number): string {
  return `${formatNumber(amount)} Ks`
}

/** Cart and order totals: 'MMK' with thousands separators. */
export function formatMmk(amount: number): string {
  return `${formatNumber(amount)} MMK`
}

/** Cuts text at `max` characters and adds an ellipsis when it was longer. */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * The spec's 'D MMMM, YYYY' date ("1 March, 2025"). Dates are read in Myanmar time (UTC+6:30,
 * no daylight saving) so the server and every browser print the same day.
 */
export function formatLongDate(value: string | Date): string {
  const MYANMAR_OFFSET_MS = 6.5 * 60 * 60 * 1000
  const local = new Date(new Date(value).getTime() + MYANMAR_OFFSET_MS)
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}, ${local.getUTCFullYear()}`
}

/** 'D MMMM, YYYY HH:mm' in Myanmar time ("1 March, 2025 02:30"): when staff need the hour too. */
export function formatDateTime(value: string | Date): string {
  const MYANMAR_OFFSET_MS = 6.5 * 60 * 60 * 1000
  const local = new Date(new Date(value).getTime() + MYANMAR_OFFSET_MS)
  const time = local.toISOString().slice(11, 16)
  return `${formatLongDate(value)} ${time}`
}
