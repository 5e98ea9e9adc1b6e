import {
  formatDateTime,
  formatKs,
  formatLongDate,
  formatMmk,
  formatNumber,
  type Language,
} from '@kyanma/shared'
import { useLanguage } from './language.ts'

/** Numbers, prices and dates as the page's language writes them (shared/format.ts). */
export interface Formatters {
  language: Language
  number: (value: number) => string
  ks: (amount: number) => string
  mmk: (amount: number) => string
  longDate: (value: string | Date) => string
  dateTime: (value: string | Date) => string
}

export function formattersFor(language: Language): Formatters {
  return {
    language,
    number: (value) => formatNumber(value, language),
    ks: (amount) => formatKs(amount, language),
    mmk: (amount) => formatMmk(amount, language),
    longDate: (value) => formatLongDate(value, language),
    dateTime: (value) => formatDateTime(value, language),
  }
}

/** `const format = useFormat(); format.ks(12500)` → "12,500 Ks" or "၁၂,၅၀၀ ကျပ်". */
export function useFormat(): Formatters {
  return formattersFor(useLanguage())
}
