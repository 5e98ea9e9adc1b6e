import { isLanguage, type Language } from '@kyanma/shared'
import { browserApiFetch, requestJson } from './api-client.ts'
import { storedToken } from './session-storage.ts'

/**
 * The shopper's chosen language is remembered twice (decision 037): in a cookie, so the shop's
 * front door ('/') opens in it next time, and in the signed-in customer's account, so SMS,
 * notifications and the API's messages speak it too.
 */
export const LANGUAGE_COOKIE = 'kyanma_language'
const ONE_YEAR_S = 365 * 24 * 60 * 60

export function rememberLanguage(language: Language): void {
  rememberLanguageOnDevice(language)
  if (!storedToken()) return
  // Best effort: the cookie already holds the choice, and the switch must not wait on the network.
  // The switch reloads the page at once: keepalive lets the request outlive it.
  requestJson(browserApiFetch, '/customers/me/language', {
    method: 'PATCH',
    body: { language },
    keepalive: true,
  }).catch(() => {})
}

/** The cookie only: for a choice the account holds already (it was read from there). */
export function rememberLanguageOnDevice(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
}

/** The language a `Cookie` header remembers, if any. */
export function rememberedLanguage(cookieHeader: string | null): Language | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1]
  return isLanguage(value) ? value : undefined
}
