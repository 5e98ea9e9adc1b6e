import { burmeseDigits, type Language } from '@kyanma/shared'

/**
 * A text the shared helpers wrote with Latin digits (a product's "500 mg, 60 Tablets"), in the
 * page's digits: Burmese pages write Myanmar digits, English ones keep the text as it is.
 */
export function inPageDigits(language: Language, text: string): string {
  return language === 'my' ? burmeseDigits(text) : text
}
