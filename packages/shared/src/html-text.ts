import { startTagHtml, tokenizeHtml, VOID_ELEMENTS } from './html.ts'
import { escapeText } from './html-entities.ts'

/** The text of HTML for meta tags, and the description cut of the product page. */

const BLOCK_BREAKS = new Set([
  'p',
  'br',
  'li',
  'ul',
  'ol',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'tr',
  'td',
  'th',
  'hr',
  'dt',
  'dd',
])

/** The readable text of some HTML: blocks separated by a space, whitespace runs collapsed. */
export function htmlText(html: string): string {
  let text = ''
  let skipping: string | undefined
  for (const token of tokenizeHtml(html)) {
    if (skipping) {
      if (token.type === 'end' && token.name === skipping) skipping = undefined
      continue
    }
    if (token.type === 'text') text += token.text
    else if (token.type === 'start' && (token.name === 'script' || token.name === 'style'))
      skipping = token.name
    else if (BLOCK_BREAKS.has(token.name)) text += ' '
  }
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * Cuts HTML after `max` characters of text (whitespace runs count as one) and adds '...' when
 * it was longer. The markup stays valid: the cut happens in text, and every element open at that
 * point is closed. Everything is rebuilt from tokens, so attribute values are re-escaped.
 */
export function cutHtml(html: string, max: number): { html: string; cut: boolean } {
  const tokens = tokenizeHtml(html)
  const texts = tokens.flatMap((token) => (token.type === 'text' ? [token.text] : []))
  if (visibleLength(texts.join('')) <= max) return { html, cut: false }
  let out = ''
  let counted = 0
  let lastWasSpace = false
  const open: string[] = []
  for (const token of tokens) {
    if (token.type === 'start') {
      out += startTagHtml(token.name, token.attrs)
      if (!VOID_ELEMENTS.has(token.name)) open.push(token.name)
    } else if (token.type === 'end') {
      const at = open.lastIndexOf(token.name)
      if (at !== -1) for (const name of open.splice(at).reverse()) out += `</${name}>`
    } else {
      let kept = ''
      for (const char of token.text) {
        const space = /\s/.test(char)
        if (!(space && lastWasSpace)) counted++
        lastWasSpace = space
        kept += char
        if (counted === max) {
          out += `${escapeText(kept)}...`
          for (const name of open.reverse()) out += `</${name}>`
          return { html: out, cut: true }
        }
      }
      out += escapeText(kept)
    }
  }
  return { html, cut: false }
}

function visibleLength(text: string): number {
  return text.replace(/\s+/g, ' ').length
}
