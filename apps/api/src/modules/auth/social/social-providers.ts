import type { SocialProvider } from '@kyanma/shared'
import type { JWTPayload } from 'jose'
import type { SocialConfig } from '#app/config.ts'
import { appleClientSecret } from './apple-client-secret.ts'
import { OidcClient } from './oidc-client.ts'

/** Who the provider vouches for, after every check passed. */
export interface VerifiedIdentity {
  provider: SocialProvider
  subject: string
  email: string | null
  emailVerified: boolean
  displayName: string | null
}

export interface SocialSignIn {
  readonly provider: SocialProvider
  readonly clientId: string
  authorizeUrl(): Promise<string>
  /** Verifies the credential the browser brought back (an ID token or an authorization code). */
  verify(credential: string, redirectUri: string): Promise<VerifiedIdentity>
}

/** Google's ID tokens name their issuer with or without the scheme (Google's documentation). */
const GOOGLE = 'https://accounts.google.com'

/**
 * What the providers share as OpenID Connect clients: the issuer's discovery document (where the
 * sign-in page is) and the client id. Each provider verifies its credential in its own way.
 */
abstract class OidcSignIn<Config extends { issuer: string; clientId: string }>
  implements SocialSignIn
{
  abstract readonly provider: SocialProvider
  protected readonly oidc: OidcClient

  constructor(protected readonly config: Config) {
    this.oidc = new OidcClient(config.issuer)
  }

  get clientId() {
    return this.config.clientId
  }

  async authorizeUrl() {
    return (await this.oidc.metadata()).authorization_endpoint
  }

  abstract verify(credential: string, redirectUri: string): Promise<VerifiedIdentity>
}

export class GoogleSignIn extends OidcSignIn<NonNullable<SocialConfig['google']>> {
  readonly provider = 'google' as const

  async verify(credential: string, redirectUri: string): Promise<VerifiedIdentity> {
    // A JWT is an ID token the browser got directly; anything else is a code to exchange.
    const idToken = looksLikeJwt(credential)
      ? credential
      : await this.oidc.exchangeCode({
          code: credential,
          redirectUri,
          clientId: this.config.clientId,
          clientSecret: this.config.clientSecret,
        })
    const issuers =
      this.config.issuer === GOOGLE ? [GOOGLE, 'accounts.google.com'] : [this.config.issuer]
    const claims = await this.oidc.verifyIdToken(idToken, {
      audience: this.config.clientId,
      issuers,
    })
    return identityOf('google', claims, text(claims.name))
  }
}

export class AppleSignIn extends OidcSignIn<NonNullable<SocialConfig['apple']>> {
  readonly provider = 'apple' as const

  /** Apple gives the browser only a code; its ID token comes from the exchange. */
  async verify(code: string, redirectUri: string): Promise<VerifiedIdentity> {
    const idToken = await this.oidc.exchangeCode({
      code,
      redirectUri,
      clientId: this.config.clientId,
      clientSecret: await appleClientSecret(this.config),
    })
    const claims = await this.oidc.verifyIdToken(idToken, {
      audience: this.config.clientId,
      issuers: [this.config.issuer],
    })
    // Apple's ID token carries no name; the browser may bring the one Apple showed it.
    return identityOf('apple', claims, null)
  }
}

export function looksLikeJwt(value: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(value)
}

function identityOf(
  provider: SocialProvider,
  claims: JWTPayload & { sub: string },
  displayName: string | null,
): VerifiedIdentity {
  const email = text(claims.email)?.toLowerCase() ?? null
  return {
    provider,
    subject: claims.sub,
    email,
    // Google sends a boolean; Apple has sent both true and "true".
    emailVerified:
      email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    displayName,
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}
