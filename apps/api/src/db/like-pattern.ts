import { ilike, or, type SQL } from 'drizzle-orm'

/** LIKE patterns with the user's own % and _ taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** A "contains" pattern for LIKE / ILIKE. */
export function containsPattern(search: string): string {
  return `%${escapeLike(search)}%`
}

/**
 * What a back-office search box matches: rows where any of `columns` contains the text,
 * ignoring case. No condition at all when the box is empty, so the list shows every row.
 */
export function anyContains(
  search: string | undefined,
  columns: Parameters<typeof ilike>[0][],
): SQL | undefined {
  if (!search) return undefined
  const pattern = containsPattern(search)
  return or(...columns.map((column) => ilike(column, pattern)))
}
