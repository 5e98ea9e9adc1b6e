import { MAX_SEARCH_LENGTH } from '@kyanma/shared'

const MAX_TERMS = 6

/**
 * Search text → the lower-cased words that must all appear ("Vit C" → ["vit", "c"]).
 * Partial words match because each word is matched anywhere in the name.
 */
export function searchTerms(text: string): string[] {
  const words = text.slice(0, MAX_SEARCH_LENGTH).toLowerCase().trim().split(/\s+/).filter(Boolean)
  return [...new Set(words)].slice(0, MAX_TERMS)
}

/** The text a search is remembered under for popular keywords. */
export function normalizeSearchText(text: string): string {
  return searchTerms(text).join(' ')
}
