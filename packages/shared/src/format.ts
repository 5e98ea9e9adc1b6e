import type { Language } from './language.ts'

/**
 * Formatters shared by the web app and the server so numbers, prices and dates read the same.
 * English follows the spec ("12,500 Ks", "1 March, 2025"); Burmese uses Myanmar's own digits,
 * 'ကျပ်' for the currency and Burmese month names, as `Intl` writes them for `my`.
 */

const thousands: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  my: new Intl.NumberFormat('my', { maximumFractionDigits: 0 }),
}

/** 12500 → "12,500" (English) or "၁၂,၅၀၀" (Burmese). */
export function formatNumber(value: number, lang: Language = 'en'): string {
  return thousands[lang].format(value)
}

/** Burmese digits for any digits in a text ("1/10" → "၁/၁၀"): for numbers that are not amounts. */
export function burmeseDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x1040 + Number(digit)))
}

// After a no-break space: a price never wraps between its number and its currency.
const KYAT = '\u00a0ကျပ်'

/** The spec's price text: '{pricePerUnit} Ks', with thousands separators; '{n} ကျပ်' in Burmese. */
export function formatKs(amount: number, lang: Language = 'en'): string {
  return lang === 'my' ? `${formatNumber(amount, lang)}${KYAT}` : `${formatNumber(amount)} Ks`
}

/** Cart and order totals: 'MMK' with thousands separators; '{n} ကျပ်' in Burmese. */
export function formatMmk(amount: number, lang: Language = 'en'): string {
  return lang === 'my' ? `${formatNumber(amount, lang)}${KYAT}` : `${formatNumber(amount)} MMK`
}

/** Cuts text at `max` characters and adds an ellipsis when it was longer. */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text
}

/** Burmese dates in Myanmar time: "၂၀၂၅ မတ် ၁". */
const burmeseLongDate = new Intl.DateTimeFormat('my', { dateStyle: 'long', timeZone: 'Asia/Yangon' })
const burmeseDateTime = new Intl.DateTimeFormat('my', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'Asia/Yangon',
})

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
export function formatLongDate(value: string | Date, lang: Language = 'en'): string {
  if (lang === 'my') return burmeseLongDate.format(new Date(value))
  const MYANMAR_OFFSET_MS = 6.5 * 60 * 60 * 1000
  const local = new Date(new Date(value).getTime() + MYANMAR_OFFSET_MS)
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}, ${local.getUTCFullYear()}`
}

/** 'D MMMM, YYYY HH:mm' in Myanmar time ("1 March, 2025 02:30"): when staff need the hour too. */
export function formatDateTime(value: string | Date, lang: Language = 'en'): string {
  if (lang === 'my') return burmeseDateTime.format(new Date(value))
  const MYANMAR_OFFSET_MS = 6.5 * 60 * 60 * 1000
  const local = new Date(new Date(value).getTime() + MYANMAR_OFFSET_MS)
  const time = local.toISOString().slice(11, 16)
  return `${formatLongDate(value)} ${time}`
}
