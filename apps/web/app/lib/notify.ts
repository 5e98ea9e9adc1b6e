import type { Language, MessageKey } from '@kyanma/shared'
import { textsWhenLoaded } from '../locales/texts-registry.ts'

/**
 * Toasts (spec section 4): green for success, red for errors. The notifications package loads on
 * the first toast, not with the page, so it costs nothing on a first visit.
 */
async function show(color: 'green' | 'red', message: string) {
  const { notifications } = await import('@mantine/notifications')
  notifications.show({ color, message, withCloseButton: true })
}

export const notify = {
  success: (message: string) => show('green', message),
  error: (message: string) => show('red', message),
}

/**
 * A success toast for the next page this tab loads, for an action that ends in a whole page load
 * (a sign-in that moves to the account's language, issue 15): kept as a message key, not words,
 * so the next page says it in its own language. In this tab's sessionStorage: shown once, never
 * on another tab.
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
 * Shows the toast the previous page left (see above) in `language`, and forgets it. Answers
 * whether there was one, so the caller can mount the toasts at once rather than at the first tap.
 */
export function showToastLeftForThisPage(language: Language): boolean {
  let message: string | null = null
  try {
    message = sessionStorage.getItem(NEXT_PAGE_TOAST)
    sessionStorage.removeItem(NEXT_PAGE_TOAST)
  } catch {
    return false
  }
  if (!message) return false
  // The message catalogue loads only here: no page carries it for this.
  void import('../locales/en/server-messages.ts')
    .then(({ serverMessages }) => textsWhenLoaded(language, serverMessages))
    .then((messages) => {
      const words = messages[message as MessageKey]
      if (typeof words === 'string') void notify.success(words)
    })
  return true
}
