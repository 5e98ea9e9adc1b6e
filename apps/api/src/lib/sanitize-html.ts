import { escapeText, startTagHtml, tokenizeHtml, VOID_ELEMENTS } from '@kyanma/shared'

/**
 * Product descriptions and articles are HTML written by staff or imported from suppliers. Before
 * they are stored (and again before they are answered) they pass this allow-list: the output is
 * rebuilt from tokens, so it holds only the elements and attributes below, with every text and
 * attribute value escaped by us. Anything else is dropped: unknown elements keep their text,
 * dangerous ones (script, style, iframe, svg ...) lose their content too.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'code',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
])

const VOID = new Set(['br', 'hr'])

/** The page's own heading is the product name; headings inside content start one level lower. */
const RENAMED: Record<string, string> = { h1: 'h2' }

const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'svg',
  'math',
  'xmp',
  'plaintext',
])

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/** A link target that cannot run code: http(s), mailto, tel or a relative address. */
export function safeHref(value: string): string | undefined {
  // Browsers ignore these characters inside a URL, so "java\tscript:" is still javascript:.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is removed
  const cleaned = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (!cleaned) return undefined
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase()
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) return undefined
  // "//host" is another site: allowed, like an https link.
  return cleaned
}

function allowedAttributes(name: string, attrs: [string, string][]): [string, string][] {
  const kept: [string, string][] = []
  for (const [key, value] of attrs) {
    if (name === 'a' && key === 'href') {
      const href = safeHref(value)
      if (href) kept.push(['href', href])
    } else if (name === 'a' && key === 'title') {
      kept.push(['title', value])
    } else if ((name === 'td' || name === 'th') && (key === 'colspan' || key === 'rowspan')) {
      if (/^\d{1,2}$/.test(value.trim())) kept.push([key, value.trim()])
    }
  }
  // Links to other sites pass no referrer or ranking, and cannot reach back into the shop's tab.
  if (name === 'a' && kept.some(([key, value]) => key === 'href' && /^(https?:)?\/\//i.test(value)))
    kept.push(['rel', 'nofollow noopener noreferrer'])
  return kept
}

export function sanitizeHtml(html: string): string {
  let out = ''
  const open: string[] = []
  let dropping: { name: string; depth: number } | undefined
  for (const token of tokenizeHtml(html)) {
    if (dropping) {
      if (token.type === 'start' && token.name === dropping.name && !token.selfClosing)
        dropping.depth++
      if (token.type === 'end' && token.name === dropping.name && --dropping.depth === 0)
        dropping = undefined
      continue
    }
    if (token.type === 'text') {
      out += escapeText(token.text)
      continue
    }
    if (DROP_WITH_CONTENT.has(token.name)) {
      const hasContent = !VOID_ELEMENTS.has(token.name) && token.name !== 'frame'
      if (token.type === 'start' && hasContent && !token.selfClosing)
        dropping = { name: token.name, depth: 1 }
      continue
    }
    const name = RENAMED[token.name] ?? token.name
    if (!ALLOWED.has(name)) continue
    if (token.type === 'start') {
      out += startTagHtml(name, allowedAttributes(name, token.attrs))
      if (!VOID.has(name)) open.push(name)
    } else {
      const at = open.lastIndexOf(name)
      if (at !== -1) for (const closed of open.splice(at).reverse()) out += `</${closed}>`
    }
  }
  for (const closed of open.reverse()) out += `</${closed}>`
  return out
}
