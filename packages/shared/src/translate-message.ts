import type { Language } from './language.ts'
import {
  announcementNotice,
  type MessageKey,
  messages,
  orderNotices,
  pointNotes,
  pointNotices,
} from './messages.ts'
import {
  announcementNoticeMy,
  foreignTextWrappersMy,
  messagesMy,
  orderNoticesMy,
  pointNotesMy,
  pointNoticesMy,
} from './messages-my.ts'

/**
 * Server texts are written in English where they are made (zod schemas capture them when they are
 * defined, services throw them, notifications store them); they become the reader's language only
 * at the answer boundary, here. A text is found by its English words: exactly, or as a catalogue
 * template whose {placeholders} were filled in (the filled values are translated too when they
 * are catalogue texts themselves, e.g. an automatic cancel reason inside a cancel notice).
 * Anything else (a customer's own words, a staff note) comes back as it was.
 */
export function translateMessage(text: string, lang: Language): string {
  if (lang === 'en') return text
  return burmeseOf(text, 0) ?? text
}

/** A catalogue text in `lang`, its {placeholders} still to fill (an SMS written in one language). */
export function messageIn(key: MessageKey, lang: Language): string {
  return lang === 'my' ? messagesMy[key] : messages[key]
}

/**
 * A text that is not ours (the validator's or Fastify's own English) in the reader's language:
 * a plain sentence with the English detail in brackets. English readers get the detail alone.
 */
export function describeForeignText(
  detail: string,
  lang: Language,
  kind: keyof typeof foreignTextWrappersMy,
): string {
  if (lang === 'en') return detail
  return foreignTextWrappersMy[kind].replace('{detail}', detail)
}

/** True when `text` is one of ours, exactly or as a filled template: it has a Burmese version. */
export function isCatalogueText(text: string): boolean {
  return burmeseOf(text, 0) !== undefined
}

interface Template {
  pattern: RegExp
  names: string[]
  burmese: string
  /** Letters outside placeholders: the more a template spells out, the sooner it is tried. */
  weight: number
}

const PLACEHOLDER = /\{(\w+)\}/g
/** Placeholder values are translated one level deep: a reason inside a notice, no further. */
const MAX_DEPTH = 1

function burmeseOf(text: string, depth: number): string | undefined {
  const exact = catalogue().exact.get(text)
  if (exact !== undefined) return exact
  for (const template of catalogue().templates) {
    const match = template.pattern.exec(text)
    if (!match) continue
    const values = new Map(template.names.map((name, index) => [name, match[index + 1] ?? '']))
    return template.burmese.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name)
      if (value === undefined) return whole
      return depth < MAX_DEPTH ? (burmeseOf(value, depth + 1) ?? value) : value
    })
  }
  return undefined
}

/** Every English text with its Burmese one, from every catalogue in messages.ts. */
export function cataloguePairs(): [english: string, burmese: string][] {
  const pairs: [string, string][] = []
  const add = <T extends Record<string, string>>(english: T, burmese: Record<keyof T, string>) => {
    for (const [key, text] of Object.entries(english)) pairs.push([text, burmese[key as keyof T]])
  }
  add(messages, messagesMy)
  add(announcementNotice, announcementNoticeMy)
  add(pointNotes, pointNotesMy)
  for (const status of Object.keys(orderNotices) as (keyof typeof orderNotices)[])
    add(orderNotices[status], orderNoticesMy[status])
  for (const kind of Object.keys(pointNotices) as (keyof typeof pointNotices)[])
    add(pointNotices[kind], pointNoticesMy[kind])
  return pairs
}

let built: { exact: Map<string, string>; templates: Template[] } | undefined

function catalogue() {
  if (built) return built
  const exact = new Map<string, string>()
  const templates: Template[] = []
  for (const [english, burmese] of cataloguePairs()) {
    if (!exact.has(english)) exact.set(english, burmese)
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
    if (names.length === 0) continue
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('')
    templates.push({
      pattern: new RegExp(`^${source}$`, 's'),
      names,
      burmese,
      weight: english.replace(PLACEHOLDER, '').length,
    })
  }
  templates.sort((a, b) => b.weight - a.weight)
  built = { exact, templates }
  return built
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
