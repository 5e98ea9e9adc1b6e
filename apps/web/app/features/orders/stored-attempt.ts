import { ORDER_ATTEMPT_STORAGE_KEY } from '@kyanma/shared'
import { type Attempt, parseAttempt } from './attempt-key.ts'

/**
 * The unanswered checkout attempt, kept in local storage beside the cart (which lives there too),
 * so that it outlives a lost answer followed by a reload, another tab or a browser restart.
 * Called only from event handlers, never during rendering. Where storage is blocked (some private
 * modes) these do nothing and the attempt lives in the page's memory only.
 */
function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export function readStoredAttempt(): Attempt | null {
  return parseAttempt(storage()?.getItem(ORDER_ATTEMPT_STORAGE_KEY) ?? null)
}

export function storeAttempt(attempt: Attempt) {
  try {
    storage()?.setItem(ORDER_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt))
  } catch {
    // A full storage: the attempt still lives in the page's memory.
  }
}

/** The attempt has its answer; another tab may since have begun a new one, which stays. */
export function forgetStoredAttempt(attempt: Attempt) {
  if (readStoredAttempt()?.key === attempt.key) storage()?.removeItem(ORDER_ATTEMPT_STORAGE_KEY)
}
