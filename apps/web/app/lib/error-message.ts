import type { Language } from '@kyanma/shared'
import { ApiError } from './api-client.ts'
import { languageOfPath } from './language.ts'
import { textsIn } from './texts.ts'

/**
 * The language of the page the browser shows. Failed mutations are reported from the query
 * client, outside any component, so the page's address is the only place to learn it.
 */
function browserPageLanguage(): Language {
  return languageOfPath(typeof window === 'undefined' ? '/' : window.location.pathname)
}

/**
 * Spec section 8: a failed call shows the server's message; an HTTP failure without one shows
 * 'Internal server error.'; anything else (network down, a bug) shows 'Something went wrong.'.
 * The shop's own texts are in `language`, the browser's page language unless given.
 */
export function errorMessage(error: unknown, language: Language = browserPageLanguage()): string {
  const { toasts } = textsIn(language)
  if (error instanceof ApiError) return error.message || toasts.internalServerError
  return toasts.somethingWentWrong
}
