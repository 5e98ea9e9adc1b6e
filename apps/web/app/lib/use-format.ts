import {
  burmeseDigits,
  formatDateTime,
  formatDecimal,
  formatKs,
  formatLongDate,
  formatMmk,
  formatNumber,
  formatTime,
  type Language,
} from '@kyanma/shared'
import { useLanguage } from './language.ts'

/** Numbers, prices and dates as the page's language writes them (shared/format.ts). */
export interface Formatters {
  language: Language
  number: (value: number) => string
  /** Up to `fractionDigits` decimals: a weight, a supplement amount. */
  decimal: (value: number, fractionDigits: number) => string
  /** The page's digits in a text that already holds numbers ("500 mg" → "၅၀၀ mg"). */
  digits: (text: string) => string
  ks: (amount: number) => string
  mmk: (amount: number) => string
  longDate: (value: string | Date) => string
  dateTime: (value: string | Date) => string
  /** The hour and minute only. */
  time: (value: string | Date) => string
}

export function formattersFor(language: Language): Formatters {
  return {
    language,
    number: (value) => formatNumber(value, language),
    decimal: (value, fractionDigits) => formatDecimal(value, language, fractionDigits),
    digits: (text) => (language === 'my' ? burmeseDigits(text) : text),
    ks: (amount) => formatKs(amount, language),
    mmk: (amount) => formatMmk(amount, language),
    longDate: (value) => formatLongDate(value, language),
    dateTime: (value) => formatDateTime(value, language),
    time: (value) => formatTime(value, language),
  }
}

/** `const format = useFormat(); format.ks(12500)` → "12,500 Ks" or "၁၂,၅၀၀ ကျပ်". */
export function useFormat(): Formatters {
  return formattersFor(useLanguage())
}
