/** Character references and escaping, for the HTML tokenizer and whoever rebuilds markup. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  micro: 'µ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  laquo: '«',
  raquo: '»',
  le: '≤',
  ge: '≥',
  ne: '≠',
}

/** Character references to characters; unknown names stay as written, as browsers show them. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(
    /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g,
    (match, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) {
        const known = NAMED_ENTITIES[name]
        return known !== undefined && match.endsWith(';') ? known : match
      }
      const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex as string, 16)
      const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
      return invalid ? '\ufffd' : String.fromCodePoint(code)
    },
  )
}

/** Text for use inside an element. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Text for use inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}
