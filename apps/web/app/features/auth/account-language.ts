import { type AuthResult, type Language, pathInLanguage } from '@kyanma/shared'
import { rememberLanguageOnDevice } from '#app/lib/language-choice.ts'
import { successOnNextPage } from '#app/lib/next-page-toast.ts'
import { storeSession } from '#app/lib/session-storage.ts'

/**
 * After a sign-in (password or social, issue 15): an account whose saved language (the sign-in's
 * answer names it, decision 038) is not the page's goes on to `target` in its own language, the
 * way the language switch does (decision 037): the cookie remembers it on this device, and a
 * whole page load, so no answer the browser holds in the page's language shows on the other's.
 * The session is stored first and the page left without telling the app, so the old page does
 * not move on in the wrong language meanwhile; the next page greets in its language ("Login
 * successful!", lib/next-page-toast.ts). Answers whether the page is being left (the caller then
 * does nothing more).
 */
export function continueInAccountLanguage(
  result: AuthResult,
  pageLanguage: Language,
  target: string,
): boolean {
  const language = result.language
  if (!language || language === pageLanguage) return false
  storeSession(result)
  rememberLanguageOnDevice(language)
  successOnNextPage('loginSuccessful')
  window.location.replace(pathInLanguage(language, target))
  return true
}
