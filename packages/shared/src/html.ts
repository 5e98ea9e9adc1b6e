/**
 * A small HTML tokenizer, shared by the API (its sanitizer) and the web app (cutting a
 * description at 500 characters of text during server rendering, where there is no DOM). It is
 * not a full HTML parser: callers rebuild markup from the tokens with their own escaping, so
 * whatever it misreads ends up as harmless text, never as live markup.
 */

import { decodeEntities, escapeHtml } from './html-entities.ts'

export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { type: 'end'; name: string }

/** Elements whose content is text up to their own end tag (the browser does the same). */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
])

export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

const NAME_START = /[a-zA-Z]/
const SPACE = /[\s/]/

/** Splits HTML into text (decoded), start and end tags; comments and doctypes are left out. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = []
  let i = 0
  const pushText = (raw: string, decode = true) => {
    if (raw) tokens.push({ type: 'text', text: decode ? decodeEntities(raw) : raw })
  }
  while (i < html.length) {
    const open = html.indexOf('<', i)
    if (open === -1) {
      pushText(html.slice(i))
      break
    }
    pushText(html.slice(i, open))
    const next = html[open + 1] ?? ''
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      i = close === -1 ? html.length : close + 3
    } else if (
      next === '!' ||
      next === '?' ||
      (next === '/' && !NAME_START.test(html[open + 2] ?? ''))
    ) {
      const close = html.indexOf('>', open)
      i = close === -1 ? html.length : close + 1
    } else if (next === '/' || NAME_START.test(next)) {
      const tag = readTag(html, open)
      if (!tag) break // an unfinished tag at the end: browsers drop it too
      i = tag.end
      if (tag.closing) {
        tokens.push({ type: 'end', name: tag.name })
        continue
      }
      tokens.push({ type: 'start', name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing })
      if (RAW_TEXT.has(tag.name)) {
        const closeAt = html.toLowerCase().indexOf(`</${tag.name}`, i)
        const stop = closeAt === -1 ? html.length : closeAt
        // textarea and title hold text with entities; the others hold code.
        pushText(html.slice(i, stop), tag.name === 'textarea' || tag.name === 'title')
        i = stop
      }
    } else {
      pushText('<')
      i = open + 1
    }
  }
  return tokens
}

interface RawTag {
  name: string
  closing: boolean
  selfClosing: boolean
  attrs: [string, string][]
  end: number
}

function readTag(html: string, open: number): RawTag | undefined {
  const closing = html[open + 1] === '/'
  let i = open + (closing ? 2 : 1)
  const nameStart = i
  while (i < html.length && !SPACE.test(html[i] as string) && html[i] !== '>') i++
  const name = html.slice(nameStart, i).toLowerCase()
  const attrs: [string, string][] = []
  while (i < html.length) {
    while (i < html.length && SPACE.test(html[i] as string)) i++
    if (i >= html.length) return undefined
    if (html[i] === '>')
      return { name, closing, selfClosing: html[i - 1] === '/', attrs, end: i + 1 }
    const attrStart = i
    i++ // a name may start with '=' (a parse error browsers accept)
    while (i < html.length && !/[\s/>=]/.test(html[i] as string)) i++
    const attrName = html.slice(attrStart, i).toLowerCase()
    while (i < html.length && /\s/.test(html[i] as string)) i++
    let value = ''
    if (html[i] === '=') {
      i++
      while (i < html.length && /\s/.test(html[i] as string)) i++
      const quote = html[i]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1)
        if (close === -1) return undefined
        value = html.slice(i + 1, close)
        i = close + 1
      } else {
        const valueStart = i
        while (i < html.length && !/[\s>]/.test(html[i] as string)) i++
        value = html.slice(valueStart, i)
      }
    }
    if (!attrs.some(([existing]) => existing === attrName))
      attrs.push([attrName, decodeEntities(value)])
  }
  return undefined
}

/** Rebuilds a start tag from a token, escaping every attribute value. */
export function startTagHtml(name: string, attrs: readonly [string, string][]): string {
  const rendered = attrs.map(([key, value]) => ` ${key}="${escapeHtml(value)}"`).join('')
  return `<${name}${rendered}>`
}
