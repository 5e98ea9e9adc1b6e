import { createPublicKey, type KeyObject, verify } from 'node:crypto'
import { OAuth2Server } from 'oauth2-mock-server'

/** The person signing in at the test provider; `login_hint` on /authorize picks one by sub. */
export interface TestIdentity {
  sub: string
  email?: string
  /** Apple sends the string "true"; Google a boolean. */
  email_verified?: boolean | string
  name?: string
}

export interface AppleClientCheck {
  teamId: string
  keyId: string
  clientId: string
  /** The key the server signs its client secrets with (its public half, or a PEM of either). */
  publicKey: KeyObject | string
}

export interface TestProviderOptions {
  /** Who signs in when /authorize names nobody. */
  identity?: TestIdentity
  /** Require this client secret at /token (Google style). */
  clientSecret?: string
  /** Require Apple's ES256 client-secret JWT at /token, checked against this key. */
  apple?: AppleClientCheck
}

interface IssuedCode {
  redirectUri: string
  identity: TestIdentity
  used: boolean
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>

/**
 * A real OpenID Connect provider on 127.0.0.1 (oauth2-mock-server) that behaves as Google and
 * Apple do where it matters to us: a code is good once, only for the redirect address it was
 * issued to, and only with the right client authentication; the ID token names the signed-in
 * person. The mock alone would take any code and always name "johndoe".
 */
export async function startTestProvider(options: TestProviderOptions = {}) {
  const server = new OAuth2Server(undefined, undefined, {
    shouldIssuerUrlBeSuffixedWithATralingSlash: false,
  })
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const issuer = server.issuer.url as string
  const people = new Map<string, TestIdentity>()
  let defaultIdentity: TestIdentity = options.identity ?? {
    sub: 'test-subject-1',
    email: 'shopper@example.com',
    email_verified: true,
    name: 'Test Shopper',
  }
  const codes = new Map<string, IssuedCode>()
  let apple = options.apple && { ...options.apple, key: publicKeyOf(options.apple.publicKey) }

  server.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req) => {
    const query = new URL(req.url ?? '', issuer).searchParams
    const code = url.searchParams.get('code')
    const hint = query.get('login_hint')
    if (!code) return
    codes.set(code, {
      redirectUri: query.get('redirect_uri') ?? '',
      identity: (hint && people.get(hint)) || defaultIdentity,
      used: false,
    })
  })

  server.service.on('beforeTokenSigning', (token, req) => {
    const issued = codes.get(String(req.body?.code))
    if (issued) Object.assign(token.payload, issued.identity)
  })

  server.service.on('beforeResponse', (response, req) => {
    const body = req.body as Record<string, string>
    const refuse = (statusCode: number, error: string) => {
      response.statusCode = statusCode
      response.body = { error }
    }
    if (body.grant_type !== 'authorization_code') return refuse(400, 'unsupported_grant_type')
    const issued = codes.get(body.code ?? '')
    if (!issued || issued.used || issued.redirectUri !== body.redirect_uri)
      return refuse(400, 'invalid_grant')
    issued.used = true
    if (options.clientSecret !== undefined && body.client_secret !== options.clientSecret)
      return refuse(401, 'invalid_client')
    if (apple) {
      const problem = appleSecretProblem(body.client_secret, apple, apple.key, issuer)
      if (problem) return refuse(401, `invalid_client: ${problem}`)
    }
  })

  return {
    issuer,
    server,
    /** Makes `login_hint=<sub>` sign in this person. */
    addPerson(identity: TestIdentity) {
      people.set(identity.sub, identity)
    },
    /** Checks Apple's client secret against another key from now on. */
    setAppleCheck(check: AppleClientCheck) {
      apple = { ...check, key: publicKeyOf(check.publicKey) }
    },
    setDefaultIdentity(identity: TestIdentity) {
      defaultIdentity = identity
    },
    /** What a browser does: visit /authorize and read the code off the redirect. */
    async authorize(params: { clientId: string; redirectUri: string; loginHint?: string }) {
      const url = new URL(`${issuer}/authorize`)
      url.search = new URLSearchParams({
        client_id: params.clientId,
        redirect_uri: params.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: 'test-state',
        ...(params.loginHint && { login_hint: params.loginHint }),
      }).toString()
      const response = await fetch(url, { redirect: 'manual' })
      const location = new URL(response.headers.get('location') ?? '')
      const code = location.searchParams.get('code')
      if (!code) throw new Error(`no code in ${location.href}`)
      return code
    },
    /** An ID token signed by this provider, as a browser would get one directly. */
    idToken(claims: Record<string, unknown>, expiresIn?: number) {
      return server.issuer.buildToken({
        ...(expiresIn !== undefined && { expiresIn }),
        scopesOrTransform: (_header, payload) => Object.assign(payload, claims),
      })
    },
    stop: () => server.stop(),
  }
}

function publicKeyOf(key: KeyObject | string): KeyObject {
  return typeof key !== 'string' && key.type === 'public' ? key : createPublicKey(key)
}

/** Apple's rules for the client secret: ES256 by the named key, iss team, sub client, aud Apple. */
function appleSecretProblem(
  secret: string | undefined,
  apple: AppleClientCheck,
  key: KeyObject,
  issuer: string,
): string | undefined {
  const [header, payload, signature] = (secret ?? '').split('.')
  if (!header || !payload || !signature) return 'no client secret JWT'
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return 'bad signature'
  const head = JSON.parse(Buffer.from(header, 'base64url').toString())
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
  const now = Math.floor(Date.now() / 1000)
  if (head.alg !== 'ES256' || head.kid !== apple.keyId) return 'wrong alg or kid'
  if (claims.iss !== apple.teamId || claims.sub !== apple.clientId) return 'wrong iss or sub'
  if (claims.aud !== issuer) return 'wrong aud'
  if (!(claims.exp > now) || !(claims.iat <= now + 60)) return 'expired or not yet valid'
  return undefined
}
