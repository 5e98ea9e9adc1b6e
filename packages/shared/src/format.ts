import type { Language } from './language.ts'

/**
 * Formatters shared by the web app and the server so numbers, prices and dates read the same.
 * English follows the spec ("12,500 Ks", "1 March, 2025"); Burmese uses Myanmar's own digits,
 * 'ကျပ်' for the currency and Burmese month names, written the way CLDR writes them for `my`.
 * Not through `Intl` with 'my': Node has its data, but Chromium's trimmed ICU does not and falls
 * back to English, so a page rendered by the server would differ from the browser's.
 */

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** 12500 → "12,500" (English) or "၁၂,၅၀၀" (Burmese). */
export function formatNumber(value: number, lang: Language = 'en'): string {
  return formatDecimal(value, lang, 0)
}

const decimals = new Map<number, Intl.NumberFormat>()

/** A number with up to `fractionDigits` decimals: 0.25 → "0.25" or "၀.၂၅". */
export function formatDecimal(value: number, lang: Language, fractionDigits: number): string {
  let format = fractionDigits === 0 ? thousands : decimals.get(fractionDigits)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: fractionDigits })
    decimals.set(fractionDigits, format)
  }
  const text = format.format(value)
  return lang === 'my' ? burmeseDigits(text) : text
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

/** CLDR's Burmese month names. */
const BURMESE_MONTHS = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
] as const

const MYANMAR_OFFSET_MS = 6.5 * 60 * 60 * 1000

/** The moment as a Myanmar wall clock (UTC+6:30, no daylight saving), read with getUTC*. */
function myanmarTime(value: string | Date): Date {
  return new Date(new Date(value).getTime() + MYANMAR_OFFSET_MS)
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
export function formatLongDate(value: string | Date, lang: Language = 'en'): string {
  const local = myanmarTime(value)
  if (lang === 'my') {
    // CLDR's long Burmese date: "၂၀၂၅ မတ် ၁" (year, month, day).
    const year = burmeseDigits(String(local.getUTCFullYear()))
    return `${year} ${BURMESE_MONTHS[local.getUTCMonth()]} ${burmeseDigits(String(local.getUTCDate()))}`
  }
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}, ${local.getUTCFullYear()}`
}

/** 'HH:mm' in Myanmar time ("14:05", "၁၄:၀၅"): when today's date goes without saying. */
export function formatTime(value: string | Date, lang: Language = 'en'): string {
  const time = myanmarTime(value).toISOString().slice(11, 16)
  return lang === 'my' ? burmeseDigits(time) : time
}

/** 'D MMMM, YYYY HH:mm' in Myanmar time ("1 March, 2025 02:30"): when staff need the hour too. */
export function formatDateTime(value: string | Date, lang: Language = 'en'): string {
  const time = myanmarTime(value).toISOString().slice(11, 16)
  return lang === 'my'
    ? `${formatLongDate(value, lang)} ${burmeseDigits(time)}`
    : `${formatLongDate(value)} ${time}`
}
