/** LIKE patterns with the user's own % and _ taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** A "contains" pattern for LIKE / ILIKE. */
export function containsPattern(search: string): string {
  return `%${escapeLike(search)}%`
}
