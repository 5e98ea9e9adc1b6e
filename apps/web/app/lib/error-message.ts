import { ApiError } from './api-client.ts'
import { texts } from './texts.ts'

/**
 * Spec section 8: a failed call shows the server's message; an HTTP failure without one shows
 * 'Internal server error.'; anything else (network down, a bug) shows 'Something went wrong.'.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || texts.toasts.internalServerError
  return texts.toasts.somethingWentWrong
}
