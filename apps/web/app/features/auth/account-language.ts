import { type AuthResult, type Language, pathInLanguage } from '@kyanma/shared'
import { type ApiFetch, browserApiFetch } from '../../lib/api-client.ts'
import { rememberLanguageOnDevice } from '../../lib/language-choice.ts'
import { successOnNextPage } from '../../lib/next-page-toast.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { storeSession } from '../../lib/session-storage.ts'
import { currentCustomerQuery } from './api/get-current-customer.ts'

/**
 * The language the account saved (decision 038), read with the app's own profile query (so the
 * answer stays in its cache) and the new session's token, which is not stored yet. Undefined when
 * it cannot be read (no customer record, the network): the page's language stays.
 */
async function savedLanguage(token: string): Promise<Language | undefined> {
  const withToken: ApiFetch = (path, init) =>
    browserApiFetch(path, { ...init, headers: { authorization: `Bearer ${token}` } })
  try {
    const customer = await getQueryClient().fetchQuery({
      ...currentCustomerQuery(withToken),
      staleTime: 0,
      retry: false,
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
 * without telling the app, so the old page does not move on in the wrong language meanwhile;
 * the next page greets in its language ("Login successful!", lib/next-page-toast.ts).
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
  successOnNextPage('loginSuccessful')
  window.location.replace(pathInLanguage(language, target))
  return true
}
