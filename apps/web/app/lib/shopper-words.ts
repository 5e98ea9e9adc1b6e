import type { AppLoadContext } from 'react-router'

const MYANMAR_LETTER = /[\u1000-\u109f]/

/**
 * Whether a page must load through the server to show these words: only the server can tell
 * Zawgyi from Unicode (the detector's model stays there, decision 036), and only Burmese letters
 * can be Zawgyi.
 */
export const needsServerToShow = (words: string) => MYANMAR_LETTER.test(words)

/**
 * A shopper's words as a page shows them back (a search heading): Zawgyi converted to Unicode,
 * which the page's font draws; the search box and the address keep what was typed, so a Zawgyi
 * keyboard goes on typing into its own text.
 */
export function wordsToShow(context: AppLoadContext, words: string): string {
  return context.unicodeText?.(words) ?? words
}
