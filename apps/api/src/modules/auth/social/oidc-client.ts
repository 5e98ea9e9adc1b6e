import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose'
import { z } from 'zod'
import { CredentialRejected, ProviderUnavailable } from './social-errors.ts'

/** What discovery must tell (OpenID Connect Discovery 1.0); the rest is ignored. */
const MetadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
})
export type ProviderMetadata = z.infer<typeof MetadataSchema>

export interface OidcTimings {
  /** Each call to the provider gives up after this long. */
  timeoutMs: number
  /** Discovery answers are kept this long. */
  discoveryTtlMs: number
  /** After a failed discovery, callers get the same failure for this long instead of waiting again. */
  failureTtlMs: number
}

const DEFAULT_TIMINGS: OidcTimings = {
  timeoutMs: 5_000,
  discoveryTtlMs: 60 * 60_000,
  failureTtlMs: 30_000,
}

/** Asymmetric algorithms only: a provider's public keys can never verify an HMAC or `none`. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA']
/** Clocks differ a little between us and the provider. */
const CLOCK_SKEW_SECONDS = 60

/**
 * One OpenID Connect provider: discovery (cached), ID-token verification against its published
 * keys (jose caches them and refetches on an unknown key id), and the authorization-code
 * exchange. Failures are CredentialRejected (the token or code is bad) or ProviderUnavailable
 * (the provider could not be reached or answered with a server error).
 */
export class OidcClient {
  private discovery?: { until: number; result: Promise<ProviderMetadata> }
  private lastGood?: ProviderMetadata
  private jwks?: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> }
  private readonly timings: OidcTimings

  constructor(
    readonly issuer: string,
    timings: Partial<OidcTimings> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings }
  }

  /** Discovery, kept for an hour; while the provider is unreachable, the last good answer. */
  metadata(): Promise<ProviderMetadata> {
    const cached = this.discovery
    if (cached && this.now() < cached.until) return cached.result
    const entry = { until: this.now() + this.timings.discoveryTtlMs, result: this.discover() }
    entry.result = entry.result.then(
      (metadata) => {
        this.lastGood = metadata
        return metadata
      },
      (error: unknown) => {
        // A failure is kept only briefly, so a provider that comes back is used again soon.
        entry.until = this.now() + this.timings.failureTtlMs
        if (this.lastGood) return this.lastGood
        throw error
      },
    )
    this.discovery = entry
    return entry.result
  }

  /** Checks signature, issuer, audience, expiry and issue time; answers the claims. */
  async verifyIdToken(
    token: string,
    expected: { audience: string; issuers: string[] },
  ): Promise<JWTPayload & { sub: string }> {
    const keys = await this.keys()
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(token, keys, {
        issuer: expected.issuers,
        audience: expected.audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_SKEW_SECONDS,
        // Also makes jose reject an `iat` in the future.
        maxTokenAge: '1 day',
        requiredClaims: ['sub', 'exp', 'iat'],
      }))
    } catch (error) {
      throw classifyJoseError(error)
    }
    if (typeof payload.sub !== 'string' || payload.sub === '')
      throw new CredentialRejected('the ID token has no subject')
    // OpenID Connect Core 3.1.3.7: with several audiences, the token must be issued to us.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expected.audience)
      throw new CredentialRejected('the ID token was issued to another party (azp)')
    return payload as JWTPayload & { sub: string }
  }

  /** Trades an authorization code for the provider's answer and returns its ID token. */
  async exchangeCode(request: {
    code: string
    redirectUri: string
    clientId: string
    clientSecret?: string | undefined
  }): Promise<string> {
    const { token_endpoint } = await this.metadata()
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      client_id: request.clientId,
    })
    if (request.clientSecret) form.set('client_secret', request.clientSecret)
    const response = await this.fetch(token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
    })
    const body = (await response.json().catch(() => undefined)) as
      | { id_token?: unknown; error?: unknown }
      | undefined
    if (response.status >= 500)
      throw new ProviderUnavailable(`the token endpoint answered ${response.status}`)
    if (!response.ok)
      throw new CredentialRejected(
        `the token endpoint refused the code: ${response.status} ${String(body?.error ?? '')}`,
      )
    if (typeof body?.id_token !== 'string')
      throw new CredentialRejected('the token endpoint answered no ID token')
    return body.id_token
  }

  private async discover(): Promise<ProviderMetadata> {
    const url = `${this.issuer}/.well-known/openid-configuration`
    const response = await this.fetch(url, { headers: { accept: 'application/json' } })
    if (!response.ok) throw new ProviderUnavailable(`discovery answered ${response.status}`)
    const parsed = MetadataSchema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new ProviderUnavailable('discovery answered no usable metadata')
    // Discovery 4.3: the document must name the issuer it was fetched for.
    if (parsed.data.issuer.replace(/\/$/, '') !== this.issuer)
      throw new ProviderUnavailable(`discovery names another issuer: ${parsed.data.issuer}`)
    return parsed.data
  }

  private async keys() {
    const { jwks_uri } = await this.metadata()
    if (this.jwks?.uri !== jwks_uri)
      this.jwks = {
        uri: jwks_uri,
        keys: createRemoteJWKSet(new URL(jwks_uri), {
          timeoutDuration: this.timings.timeoutMs,
          cooldownDuration: 30_000,
          cacheMaxAge: 10 * 60_000,
        }),
      }
    return this.jwks.keys
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timings.timeoutMs) })
    } catch (error) {
      throw new ProviderUnavailable(`${url} could not be reached: ${String(error)}`)
    }
  }
}

/** jose reports both bad tokens and unreachable key sets; only the latter are the provider's fault. */
function classifyJoseError(error: unknown): Error {
  if (error instanceof errors.JWKSTimeout) return new ProviderUnavailable('the key set timed out')
  if (error instanceof errors.JOSEError) {
    if (error.message.startsWith('Expected 200 OK'))
      return new ProviderUnavailable(`the key set could not be fetched: ${error.message}`)
    return new CredentialRejected(`${error.code}: ${error.message}`)
  }
  // fetch() failures while loading the key set (connection refused, DNS ...).
  return new ProviderUnavailable(`the key set could not be fetched: ${String(error)}`)
}
