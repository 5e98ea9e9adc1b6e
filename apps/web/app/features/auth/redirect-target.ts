import { paths, REDIRECT_PARAM } from '#app/config/paths.ts'
import { pathWithoutLanguage } from '#app/lib/language.ts'

/** The query parameter that says where to return after signing in (e.g. ?redirectTo=/profile). */
export { REDIRECT_PARAM }

const LOCAL_ORIGIN = 'http://kyanma.invalid'

/**
 * Where to go after signing in: the asked-for page when it is a path on this site, else home.
 * Absolute addresses ('https://evil.example'), protocol-relative ones ('//evil.example', '/\\evil')
 * and other schemes are refused, so a link cannot send a fresh session to another site (open
 * redirect). Auth pages are refused too, in any language (/my/auth/login): going back to the login
 * page after logging in is a loop.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return paths.home
  let url: URL
  try {
    url = new URL(raw, LOCAL_ORIGIN)
  } catch {
    return paths.home
  }
  if (url.origin !== LOCAL_ORIGIN || pathWithoutLanguage(url.pathname).startsWith('/auth/'))
    return paths.home
  return `${url.pathname}${url.search}${url.hash}`
}

/** A link to an auth page that keeps where the visitor wanted to go. */
export function withRedirectTarget(path: string, target: string): string {
  if (target === paths.home) return path
  return `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`
}
