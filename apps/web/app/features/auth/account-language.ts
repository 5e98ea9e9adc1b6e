import { type AuthResult, type Customer, type Language, pathInLanguage } from '@kyanma/shared'
import { browserApiFetch, requestJson } from '../../lib/api-client.ts'
import { rememberLanguageOnDevice } from '../../lib/language-choice.ts'
import { storeSession } from '../../lib/session-storage.ts'

/**
 * The language the account saved (decision 038), read from its profile with the new session's
 * token. Undefined when it cannot be read (no customer record, the network): the page's stays.
 */
async function savedLanguage(token: string): Promise<Language | undefined> {
  try {
    const customer = await requestJson<Customer>(browserApiFetch, '/customers/me', {
      headers: { authorization: `Bearer ${token}` },
    })
    return customer.language
  } catch {
    return undefined
  }
}

/**
 * After a sign-in (password or social, issue 15): an account whose saved language is not the
 * page's goes on to `target` in its own language, the way the language switch does (decision 037):
 * the cookie remembers it on this device, and a whole page load, so no answer the browser holds
 * in the page's language shows on the other's. The session is stored first and the page left
 * without telling the app, so the old page does not move on in the wrong language meanwhile.
 * Answers whether the page is being left (the caller then does nothing more).
 */
export async function continueInAccountLanguage(
  result: AuthResult,
  pageLanguage: Language,
  target: string,
): Promise<boolean> {
  const language = await savedLanguage(result.accessToken)
  if (!language || language === pageLanguage) return false
  storeSession(result)
  rememberLanguageOnDevice(language)
  window.location.replace(pathInLanguage(language, target))
  return true
}
