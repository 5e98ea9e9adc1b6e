import type { AuthResult, LoginInput } from '@kyanma/shared'
import { useMutation } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** POST /auth/customers: sign in with a phone number or email (spec section 7). */
export function login(input: LoginInput, api: ApiFetch = browserApiFetch) {
  return requestJson<AuthResult>(api, '/auth/customers', { method: 'POST', body: input })
}

/** A refusal shows the server's message in a red toast (the QueryClient's MutationCache). */
export function useLogin() {
  return useMutation({ mutationFn: (input: LoginInput) => login(input) })
}
