import { burmeseDigits, MAX_SEARCH_LENGTH } from '@kyanma/shared'

const MAX_TERMS = 6
/** Myanmar digits ၀-၉ (U+1040–U+1049). */
const MYANMAR_DIGIT = /[\u1040-\u1049]/g
/** Spaces and Burmese punctuation (၊ ။) separate words. */
const WORD_BREAK = /[\s\u104a\u104b]+/

/**
 * Search text → the lower-cased words that must all appear ("Vit C" → ["vit", "c"]).
 * Partial words match because each word is matched anywhere in the name. The text arrives in
 * Unicode (the shared text type converts Zawgyi); Burmese digits become Latin ones, so "၅၀၀"
 * and "500" are the same search (names in either script are matched with both: see
 * `termVariants`).
 */
export function searchTerms(text: string): string[] {
  const words = text
    .slice(0, MAX_SEARCH_LENGTH)
    .toLowerCase()
    .replace(MYANMAR_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x1040))
    .trim()
    .split(WORD_BREAK)
    .filter(Boolean)
  return [...new Set(words)].slice(0, MAX_TERMS)
}

/** The spellings a term is looked for in: as typed (Latin digits), and with Burmese digits. */
export function termVariants(term: string): string[] {
  const burmese = burmeseDigits(term)
  return burmese === term ? [term] : [term, burmese]
}

/** The text a search is remembered under for popular keywords. */
export function normalizeSearchText(text: string): string {
  return searchTerms(text).join(' ')
}
