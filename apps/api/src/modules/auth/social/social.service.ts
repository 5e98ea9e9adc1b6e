import { type AuthProviders, type Language, messages, type SocialProvider } from '@kyanma/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { AuthService } from '../auth.service.ts'
import { CredentialRejected, ProviderUnavailable } from './social-errors.ts'
import { AppleSignIn, GoogleSignIn, type SocialSignIn } from './social-providers.ts'

/**
 * Where each provider sends the browser back. Apple posts its answer (response_mode form_post,
 * the only mode it allows with the email and name scopes), so it returns to the API, which
 * forwards the code to the spec's /auth/apple/callback page as a query (decision 014).
 */
export const SOCIAL_RETURN_PATHS: Record<SocialProvider, string> = {
  google: '/auth/google/callback',
  apple: '/api/auth/apple/callback',
}

export interface SocialSignInInput {
  deviceId?: string | undefined
  deviceOS?: string | undefined
  ipAddress?: string | undefined
  /** Google: an ID token or an authorization code. Apple: an authorization code. */
  credential: string
  redirectUri?: string | undefined
  /** Apple only: the name Apple showed the browser on the first sign-in. */
  displayName?: string | undefined
  /** The request's language: a first sign-in's new account starts in it (decision 038). */
  language?: Language | undefined
}

/**
 * Sign-in with Google and Apple (decisions 011 and 014). A provider exists only when configured;
 * every failure answers the spec's one message, and its reason goes to the log.
 */
export class SocialService {
  private readonly clients: Partial<Record<SocialProvider, SocialSignIn>> = {}

  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
  ) {
    const { google, apple } = ctx.config.social
    if (google) this.clients.google = new GoogleSignIn(google)
    if (apple) this.clients.apple = new AppleSignIn(apple)
  }

  /** The login page's buttons: a provider that cannot be discovered right now is left out. */
  async providers(log: FastifyBaseLogger): Promise<AuthProviders> {
    const describe = async (client: SocialSignIn | undefined) => {
      if (!client) return null
      try {
        return { authorizeUrl: await client.authorizeUrl(), clientId: client.clientId }
      } catch (error) {
        log.warn({ provider: client.provider, reason: String(error) }, 'social provider hidden')
        return null
      }
    }
    const [google, apple] = await Promise.all([
      describe(this.clients.google),
      describe(this.clients.apple),
    ])
    return { google, apple }
  }

  async signIn(provider: SocialProvider, input: SocialSignInInput, log: FastifyBaseLogger) {
    const client = this.clients[provider]
    if (!client) throw new AppError('SOCIAL_NOT_CONFIGURED', 404, messages.socialNotConfigured)
    let identity: Awaited<ReturnType<SocialSignIn['verify']>>
    try {
      const redirectUri = this.redirectUri(provider, input.redirectUri)
      identity = await client.verify(input.credential, redirectUri)
    } catch (error) {
      if (error instanceof CredentialRejected) {
        log.warn({ provider, reason: error.message }, 'social sign-in refused')
        throw new AppError('SOCIAL_LOGIN_FAILED', 401, messages.socialLoginFailed)
      }
      if (error instanceof ProviderUnavailable) {
        log.error({ provider, reason: error.message }, 'social provider unavailable')
        throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE', 502, messages.socialLoginFailed)
      }
      throw error
    }
    if (provider === 'apple' && input.displayName) identity.displayName = input.displayName
    // The account rules are the password side's (AuthService): one place links and creates.
    // A social sign-in is remembered (decision 014).
    const { deviceId, deviceOS, ipAddress } = input
    const result = await this.auth.signInWithIdentity(
      identity,
      { deviceId, deviceOS, ipAddress, rememberMe: true },
      input.language,
    )
    return { token: result.accessToken, expiresAt: new Date(result.expiresAt), result }
  }

  /**
   * A code is exchanged with the address it was issued for. The browser names the address it
   * used; only this provider's return path is accepted, and the provider itself refuses an
   * address that is not registered or not the one the code was issued for.
   */
  private redirectUri(provider: SocialProvider, given: string | undefined): string {
    const path = SOCIAL_RETURN_PATHS[provider]
    if (given === undefined) return `${this.ctx.config.publicUrl}${path}`
    const url = new URL(given)
    const plain = !url.search && !url.hash && !url.username && !url.password
    if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== path || !plain)
      throw new CredentialRejected(`redirectUri ${given} is not this provider's return address`)
    return `${url.origin}${path}`
  }
}
