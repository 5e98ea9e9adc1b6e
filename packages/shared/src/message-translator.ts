/**
 * Finds a catalogue text by its English words and gives its translation, from pairs the caller
 * passes in: exactly, or as a template whose {placeholders} were filled in (the filled values are
 * translated too when they are catalogue texts themselves, e.g. an automatic cancel reason inside
 * a cancel notice). Knowing no catalogue itself, this module lets the browser build a translator
 * from the one language its page loaded, while the API uses every catalogue (translate-message.ts).
 */

/** Finds `text`'s translation, or undefined when it is not a catalogue text. */
export type MessageTranslator = (text: string) => string | undefined

/** The English and translated texts of one catalogue, key by key. */
export function messagePairs<T extends Record<string, string>>(
  english: T,
  translated: { readonly [K in keyof T]: string },
): [english: string, translated: string][] {
  return Object.entries(english).map(([key, text]) => [text, translated[key as keyof T]])
}

interface Template {
  pattern: RegExp
  names: string[]
  translated: string
  /** Letters outside placeholders: the more a template spells out, the sooner it is tried. */
  weight: number
}

const PLACEHOLDER = /\{(\w+)\}/g
/** Placeholder values are translated one level deep: a reason inside a notice, no further. */
const MAX_DEPTH = 1

/** A translator over `pairs` (the first translation of English words used twice wins). */
export function messageTranslator(
  pairs: Iterable<readonly [english: string, translated: string]>,
): MessageTranslator {
  const exact = new Map<string, string>()
  const templates: Template[] = []
  for (const [english, translated] of pairs) {
    if (!exact.has(english)) exact.set(english, translated)
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
    if (names.length === 0) continue
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('')
    templates.push({
      pattern: new RegExp(`^${source}$`, 's'),
      names,
      translated,
      weight: english.replace(PLACEHOLDER, '').length,
    })
  }
  templates.sort((a, b) => b.weight - a.weight)

  const translate = (text: string, depth: number): string | undefined => {
    const found = exact.get(text)
    if (found !== undefined) return found
    for (const template of templates) {
      const match = template.pattern.exec(text)
      if (!match) continue
      const values = new Map(template.names.map((name, index) => [name, match[index + 1] ?? '']))
      return template.translated.replace(PLACEHOLDER, (whole, name: string) => {
        const value = values.get(name)
        if (value === undefined) return whole
        return depth < MAX_DEPTH ? (translate(value, depth + 1) ?? value) : value
      })
    }
    return undefined
  }
  return (text) => translate(text, 0)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
