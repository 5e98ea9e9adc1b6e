import type { ChangePasswordResult } from '@kyanma/shared'
import { useMutation } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { storeToken } from '#app/lib/session-storage.ts'

export interface PasswordChange {
  oldPassword: string
  newPassword: string
}

/** POST /me/changePassword {oldPassword, newPassword} (spec section 7). */
export function changePassword(input: PasswordChange, api: ApiFetch = browserApiFetch) {
  return requestJson<ChangePasswordResult>(api, '/me/changePassword', {
    method: 'POST',
    body: input,
  })
}

/**
 * Every other session ends with the change; this device gets a new token, kept where the old
 * one was (the next call would otherwise be refused and sign the customer out).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) => changePassword(input),
    onSuccess: (result) => storeToken(result.accessToken),
  })
}
