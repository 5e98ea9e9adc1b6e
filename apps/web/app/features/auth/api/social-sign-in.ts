import type { AuthResult, SocialProvider } from '@kyanma/shared'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

export interface SocialCredential {
  provider: SocialProvider
  /** The authorization code the provider sent back. */
  code: string
  /** The callback page's own address: the code is exchanged with it. */
  redirectUri: string
  /** Apple's first sign-in only: the name Apple gave the page. */
  displayName?: string | undefined
  deviceId?: string
  deviceOS?: string
}

/**
 * POST /auth/customers/google {accessToken} or /auth/customers/apple {authorizationCode}
 * (spec section 7): the server checks the code with the provider and opens a session.
 */
export function signInWithProvider(credential: SocialCredential, api: ApiFetch = browserApiFetch) {
  const { provider, code, ...rest } = credential
  const body =
    provider === 'google' ? { accessToken: code, ...rest } : { authorizationCode: code, ...rest }
  return requestJson<AuthResult>(api, `/auth/customers/${provider}`, { method: 'POST', body })
}
