/**
 * The shop's languages. English is the spec's language and the default; Burmese pages live under
 * the `/my` prefix (decision 037). Adding a language means adding its code here and its text files.
 */
export const LANGUAGES = ['en', 'my'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
