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

/**
 * The page's language comes from its address (decision 037): English at the spec's paths,
 * every other language under its own prefix (`/my`, `/my/products/103`).
 */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split(/[/?#]/)[1]
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE
}

/** The address without its language prefix: '/my/products/1' → '/products/1', '/my' → '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname)
  if (language === DEFAULT_LANGUAGE) return pathname
  return pathname.slice(language.length + 1) || '/'
}

/**
 * A root-relative address in `language`: '/products/1' → '/my/products/1'. Anything else (a full
 * URL, a relative path, '#top') is returned as it is.
 */
export function pathInLanguage(language: Language, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  const bare = pathWithoutLanguage(path)
  if (language === DEFAULT_LANGUAGE) return bare
  return bare === '/'
    ? `/${language}`
    : /^\/[?#]/.test(bare)
      ? `/${language}${bare.slice(1)}`
      : `/${language}${bare}`
}
