import { useMutation } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/**
 * POST /auth/forgetPassword: send a 6-digit code by SMS to the account's phone (spec section 7).
 * The answer is the same whether or not the number has an account; asking again before the
 * resend timer has run out is refused with 429 and a message.
 */
export function forgetPassword(phoneNumber: string, api: ApiFetch = browserApiFetch) {
  return requestJson<{ message: string }>(api, '/auth/forgetPassword', {
    method: 'POST',
    body: { phoneNumber },
  })
}

export function useForgetPassword() {
  return useMutation({ mutationFn: (phoneNumber: string) => forgetPassword(phoneNumber) })
}
