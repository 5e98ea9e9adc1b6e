import type { Language } from './language.ts'
import { type MessageTranslator, messagePairs, messageTranslator } from './message-translator.ts'
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
 * Anything else (a customer's own words, a staff note) comes back as it was. The matching itself
 * is message-translator.ts, which the browser uses with the one catalogue its page loaded.
 */
export function translateMessage(text: string, lang: Language): string {
  if (lang === 'en') return text
  return burmeseOf(text) ?? text
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
  return burmeseOf(text) !== undefined
}

/** The Burmese of a catalogue text, built from every catalogue the first time it is asked for. */
let burmeseTranslator: MessageTranslator | undefined
function burmeseOf(text: string): string | undefined {
  burmeseTranslator ??= messageTranslator(cataloguePairs())
  return burmeseTranslator(text)
}

/** Every English text with its Burmese one, from every catalogue in messages.ts. */
export function cataloguePairs(): [english: string, burmese: string][] {
  const pairs: [string, string][] = []
  const add = <T extends Record<string, string>>(english: T, burmese: Record<keyof T, string>) => {
    pairs.push(...messagePairs(english, burmese))
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
