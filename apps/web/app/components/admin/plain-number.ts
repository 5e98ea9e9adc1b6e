import { burmeseDigits } from '@kyanma/shared'
import type { Formatters } from '#app/lib/use-format.ts'

/**
 * A count or position the back office showed bare ('1250', not '1,250'), in the page's digits:
 * Myanmar digits on Burmese pages, English exactly as before.
 */
export function plainNumber(format: Formatters, value: number): string {
  return format.language === 'my' ? burmeseDigits(String(value)) : String(value)
}
