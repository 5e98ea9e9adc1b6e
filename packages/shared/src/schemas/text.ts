import { z } from 'zod'
import { MAX_SEARCH_LENGTH } from '../constants/limits.ts'
import { messages } from '../messages.ts'

/**
 * Every text that enters the API passes here: the single normalisation point of request text
 * (Zawgyi → Unicode in `normalizeText` below); nothing else should rewrite request text on its own.
 *
 * Refused, with a message: NUL (PostgreSQL cannot store it in text, and no form can type it) and
 * lone UTF-16 surrogates (half of a character: not text in any encoding, and it breaks URL
 * and UTF-8 encoding further on).
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Characters that change how a name is shown without being part of it: bidi embeddings,
 * overrides, isolates and marks (a name could otherwise show reversed: "Trojan Source"), and
 * zero-width spaces, joiners and the byte-order mark (two names that look alike but differ).
 */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

export const hasNul = (value: string) => value.includes('\u0000')
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value)
export const stripInvisible = (value: string) => value.replace(INVISIBLE, '')

/**
 * Text typed in Zawgyi becomes Unicode here. The API sets the converter when it starts
 * (`setZawgyiConverter`, apps/api/src/lib/zawgyi.ts): the detector's model is the server's
 * business, so the same schemas in the browser keep text as typed and the server converts it.
 */
let zawgyiToUnicode: (value: string) => string = (value) => value

export function setZawgyiConverter(convert: (value: string) => string) {
  zawgyiToUnicode = convert
}

function normalizeText(value: string): string {
  return zawgyiToUnicode(value)
}

type StringParams = Parameters<typeof z.string>[0]

/**
 * Text exactly as sent, only checked: passwords and tokens, where every character counts.
 * Chain limits as on z.string() (`.min()`, `.max()`, `.regex()`).
 */
export function exactText(params?: StringParams) {
  return z
    .string(params)
    .refine((value) => !hasNul(value), { message: messages.textHasNul, abort: true })
    .refine((value) => !hasLoneSurrogate(value), {
      message: messages.textHasLoneSurrogate,
      abort: true,
    })
}

/** Any text of a request (messages, addresses, descriptions, searches): checked and trimmed. */
export function text(params?: StringParams) {
  return exactText(params).overwrite(normalizeText).trim()
}

/**
 * Search words (the search page, the listing's filter, the articles' search): as `text`, at most
 * MAX_SEARCH_LENGTH characters, with a message that says so (zod's own is English only).
 */
export function searchText(params?: StringParams) {
  return text(params).max(
    MAX_SEARCH_LENGTH,
    messages.searchTextTooLong.replace('{max}', String(MAX_SEARCH_LENGTH)),
  )
}

/** A name (of a person, brand, category ...): as `text`, without invisible characters. */
export function nameText(params?: StringParams) {
  return exactText(params).overwrite(normalizeText).overwrite(stripInvisible).trim()
}

/**
 * The Burmese version of a staff-written text (decision 039), beside its English one: left out,
 * it stays as stored; null or empty clears it (shoppers then read the English text).
 */
export function burmeseVersion<T extends z.ZodType<string, string>>(schema: T) {
  // Transformed inside, so the key stays optional in the parsed values too.
  return schema
    .transform((value): string | null => (value === '' ? null : value))
    .nullable()
    .optional()
}
