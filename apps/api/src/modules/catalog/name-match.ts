import { or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { escapeLike } from '#app/db/like-pattern.ts'
import { termVariants } from './search-terms.ts'

/**
 * Search conditions over names in both languages (decision 039): each term must appear in one
 * of `columns` (the English and the Burmese name), in any of its spellings (Latin or Burmese
 * digits). The trigram indexes on lower(column) serve every `like` (migrations 0001, 0015).
 *
 * `fuzzy` also lets a term be close to a word of the name instead of inside it, so a typo
 * ("paracetmol") still finds the product: pg_trgm's `%>` (word similarity of at least
 * pg_trgm.word_similarity_threshold, 0.6 by default), which the same indexes serve. Searches
 * try the exact way first and fall back to this one only when it finds nothing.
 */
export function matchesEveryTerm(columns: AnyPgColumn[], terms: string[], fuzzy = false): SQL[] {
  return terms.map((term) => {
    const alternatives = columns.flatMap((column) => [
      ...termVariants(term)
        .flatMap((variant) => termPatterns(variant))
        .map((pattern) => sql`lower(${column}) like ${pattern}`),
      ...(fuzzy ? [sql`lower(${column}) %> ${term}`] : []),
    ])
    return or(...alternatives) as SQL
  })
}

/**
 * A word of one or two Latin letters or digits (in either script) has no trigram of its own,
 * so "anywhere in the name" could only be found by reading every name (decision 052). It is
 * looked for at the start of a word instead, where pg_trgm indexes the word's leading blanks
 * ("17" finds "No. 1750" and "17 mg", not "No. 5172"): what a shopper typing a number or an
 * initial means, and served by the same indexes. Burmese letters are not cut into words by
 * spaces, so a short Burmese word is still matched anywhere.
 */
const SHORT_WORD = /^[a-z0-9\u1040-\u1049]{1,2}$/

function termPatterns(term: string): string[] {
  const escaped = escapeLike(term)
  return SHORT_WORD.test(term) ? [`${escaped}%`, `% ${escaped}%`] : [`%${escaped}%`]
}

/** Names that start with the term (in either language) come first. */
export function startsWith(columns: AnyPgColumn[], term: string): SQL {
  const prefix = `${escapeLike(term)}%`
  return sql`(${sql.join(
    columns.map((column) => sql`coalesce(lower(${column}) like ${prefix}, false)`),
    sql` or `,
  )}) desc`
}

/** How close the names come to the whole search, best first: the order of a fuzzy search. */
export function closestFirst(columns: AnyPgColumn[], terms: string[]): SQL {
  const text = terms.join(' ')
  return sql`greatest(${sql.join(
    columns.map((column) => sql`word_similarity(${text}, lower(${column}))`),
    sql`, `,
  )}) desc`
}
