import type { MessageKey } from '@kyanma/shared'

/**
 * A success toast for the next page this tab loads, for an action that ends in a whole page load
 * (a sign-in that moves to the account's language, issue 15): kept as a message key, not words,
 * so the next page says it in its own language. In this tab's sessionStorage: shown once, never
 * on another tab. Every page asks (root.tsx), so this file stays this small: the toast's code
 * loads only when there is one.
 */
const NEXT_PAGE_TOAST = 'kyanma.nextPageToast'

export function successOnNextPage(message: MessageKey) {
  try {
    sessionStorage.setItem(NEXT_PAGE_TOAST, message)
  } catch {
    // Storage refused (private mode, full): the page still moves on, only without the toast.
  }
}

/**
 * The message key the previous page left for this one, forgotten as it is read (checked against
 * the catalogue only where it is shown: lib/message-toast.ts).
 */
export function takeToastLeftForThisPage(): string | undefined {
  try {
    const left = sessionStorage.getItem(NEXT_PAGE_TOAST)
    sessionStorage.removeItem(NEXT_PAGE_TOAST)
    return left ?? undefined
  } catch {
    return undefined
  }
}
