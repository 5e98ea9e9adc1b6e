import { latinDigits } from '@kyanma/shared'

/** Burmese letters and marks (the Myanmar block without its digits ၀-၉). */
const BURMESE_LETTER = /[\u1000-\u103f\u104a-\u109f]/

/**
 * The order history's search as sent: an order number typed in Burmese digits (၀-၉) is the same
 * Latin voucher number (issue 15); a product name written in Burmese keeps its digits as they
 * are, since the server compares names as written.
 */
export function orderSearchText(typed: string): string {
  const text = typed.trim()
  return BURMESE_LETTER.test(text) ? text : latinDigits(text)
}
