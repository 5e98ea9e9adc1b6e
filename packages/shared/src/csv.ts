/** Spec section 9: CSV export defaults — comma separator, double-quote enclosure, byte-order mark. */
export const CSV_FORMAT = { separator: ',', enclosure: '"', byteOrderMark: '\uFEFF' } as const

/**
 * Cells a spreadsheet would run as a formula start with one of these (OWASP, CSV injection):
 * such a cell gets a leading apostrophe, which Excel shows as text and does not evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: neutralised if it looks like a formula, always enclosed, inner quotes doubled. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text
  const { enclosure } = CSV_FORMAT
  return `${enclosure}${safe.replaceAll(enclosure, enclosure + enclosure)}${enclosure}`
}

/** One line of cells, ended by CRLF (what RFC 4180 and Excel expect). */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(CSV_FORMAT.separator)}\r\n`
}
