import { useMutation } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

export interface PasswordReset {
  newPassword: string
  user: string
  /** The reset token that POST /auth/resetPasswordBySms answered (spec section 7). */
  oldPassword: string
}

/** POST /auth/resetPassword: sets the new password; answers 'You have changed your password...'. */
export function resetPassword(input: PasswordReset, api: ApiFetch = browserApiFetch) {
  return requestJson<{ message: string }>(api, '/auth/resetPassword', {
    method: 'POST',
    body: input,
  })
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: PasswordReset) => resetPassword(input) })
}
