import type { AuthResult, RegisterInput } from '@kyanma/shared'
import { useMutation } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** POST /auth/customers/register: a new customer account, signed in at once (spec section 7). */
export function register(input: RegisterInput, api: ApiFetch = browserApiFetch) {
  return requestJson<AuthResult>(api, '/auth/customers/register', { method: 'POST', body: input })
}

export function useRegister() {
  return useMutation({ mutationFn: (input: RegisterInput) => register(input) })
}
