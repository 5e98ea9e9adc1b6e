/**
 * Burmese digits (၀-၉, U+1040 to U+1049) typed or pasted by a person, read as the Latin digits
 * the rules and the API understand (issue 15). Every number a person types goes through this
 * before it is checked or sent; `burmeseDigits` (format.ts) is the way back for display.
 */
const BURMESE_ZERO = 0x1040

/** '၀၉၇၉' → '0979'; other characters are kept as they are. */
export function latinDigits(text: string): string {
  return text.replace(/[\u1040-\u1049]/g, (digit) =>
    String((digit.codePointAt(0) ?? BURMESE_ZERO) - BURMESE_ZERO),
  )
}
