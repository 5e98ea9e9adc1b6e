import { useMutation } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

export interface SmsCodeCheck {
  /** The six digits joined. */
  token: string
  /** The phone number the code was sent to. */
  user: string
}

/** POST /auth/resetPasswordBySms: the answer's message is the reset token (spec section 7). */
export function resetPasswordBySms(input: SmsCodeCheck, api: ApiFetch = browserApiFetch) {
  return requestJson<{ message: string }>(api, '/auth/resetPasswordBySms', {
    method: 'POST',
    body: input,
  })
}

export function useResetPasswordBySms() {
  return useMutation({ mutationFn: (input: SmsCodeCheck) => resetPasswordBySms(input) })
}
