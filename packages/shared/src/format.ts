import type { Language } from './language.ts'

/**
 * Formatters shared by the web app and the server so numbers, prices and dates read the same.
 * English follows the spec ("12,500 Ks", "1 March, 2025"); Burmese uses Myanmar's own digits,
 * 'ကျပ်' for the currency and Burmese month names, written the way CLDR writes them for `my`.
 * Not through `Intl` with 'my': Node has its data, but Chromium's trimmed ICU does not and falls
 * back to English, so a page rendered by the server would differ from the browser's.
 */

/** 12500 → "12,500" (English) or "၁၂,၅၀၀" (Burmese). */
export function formatNumber(value: number, lang: Language = 'en'): string {
  return formatDecimal(value, lang, 0)
}

/** A number with up to `fractionDigits` decimals: 0.25 → "0.25" or "၀.၂၅". */
export function formatDecimal(value: number, lang: Language, fractionDigits: number): string {
  const text = groupedNumber(value, fractionDigits)
  return lang === 'my' ? burmeseDigits(text) : text
}

/**
 * What `Intl.NumberFormat('en-US', { maximumFractionDigits })` writes (a test compares the two):
 * thousands separated by commas, at most `fractionDigits` decimals, rounded half away from zero
 * on the number's shortest decimal form (1.005 → "1.01"). Not through Intl itself: the first
 * formatter a page builds costs Chromium 18-34 ms here, four times that on a slow phone, while
 * the page's scripts start (decision 076). Intl still writes what this does not: NaN, infinities
 * and numbers that JavaScript writes with an exponent.
 */
function groupedNumber(value: number, fractionDigits: number): string {
  const shortest = String(Math.abs(value))
  if (!Number.isFinite(value) || shortest.includes('e')) return intlFormat(value, fractionDigits)
  const [whole = '0', fraction = ''] = shortest.split('.')
  const kept = whole + fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits)
  const digits = (fraction[fractionDigits] ?? '0') >= '5' ? addOne(kept) : kept
  const wholeDigits = digits.slice(0, digits.length - fractionDigits)
  const decimals = digits.slice(digits.length - fractionDigits).replace(/0+$/, '')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`
}

/** "0199" → "0200", "999" → "1000": a string of decimal digits plus one. */
function addOne(digits: string): string {
  const last = digits.search(/9*$/) - 1
  if (last < 0) return `1${'0'.repeat(digits.length)}`
  const zeros = '0'.repeat(digits.length - last - 1)
  return `${digits.slice(0, last)}${Number(digits[last]) + 1}${zeros}`
}

const intlFormats = new Map<number, Intl.NumberFormat>()

function intlFormat(value: number, fractionDigits: number): string {
  let format = intlFormats.get(fractionDigits)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: fractionDigits })
    intlFormats.set(fractionDigits, format)
  }
  return format.format(value)
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
