import { generateKeyPairSync } from 'node:crypto'
import { messages } from '@kyanma/shared'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'
import { GOOGLE_CLIENT_ID, googleToken, post, useSocialFixture } from './testing/social-fixture.ts'

const f = useSocialFixture()
const bare = useTestApp()
// Nothing listens on port 9 of 127.0.0.1 here: the provider is down.
const unreachable = useTestApp({
  config: { social: { google: { clientId: GOOGLE_CLIENT_ID, issuer: 'http://127.0.0.1:9' } } },
})

const now = () => Math.floor(Date.now() / 1000)

/** The provider's real key id with a key of our own: the signature cannot check out. */
async function forgedToken(claims: Record<string, unknown>, kid: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return new SignJWT({ iss: f.google.issuer, aud: GOOGLE_CLIENT_ID, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey)
}

function tamper(token: string, change: Record<string, unknown>) {
  const [header, payload, signature] = token.split('.')
  const claims = { ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), ...change }
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.')
}

describe('an ID token that does not check out gets 401 and the one message', () => {
  const kid = () => f.google.server.issuer.keys.toJSON()[0]?.kid ?? ''
  const cases: [string, () => Promise<string>][] = [
    ['issued to another client', () => googleToken(f.google, { sub: 'x', aud: 'another-client' })],
    ['from another issuer', () => googleToken(f.google, { sub: 'x', iss: 'https://evil.example' })],
    ['expired', () => googleToken(f.google, { sub: 'x' }, -3600)],
    ['issued in the future', () => googleToken(f.google, { sub: 'x', iat: now() + 3600 })],
    ['without a subject', () => googleToken(f.google, { sub: undefined })],
    ['with an empty subject', () => googleToken(f.google, { sub: '' })],
    ['signed by another key under the real key id', () => forgedToken({ sub: 'x' }, kid())],
    ['signed by an unknown key', () => forgedToken({ sub: 'x' }, 'unknown-key')],
    [
      'tampered after signing',
      async () => tamper(await googleToken(f.google, { sub: 'x' }), { sub: 'someone-else' }),
    ],
    [
      'unsigned (alg none)',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
          JSON.stringify({
            iss: f.google.issuer,
            aud: GOOGLE_CLIENT_ID,
            sub: 'x',
            exp: now() + 60,
            iat: now(),
          }),
        ).toString('base64url')}.`,
    ],
    ['not a token nor a code the provider issued', async () => 'not-a-real-code'],
  ]

  it.each(cases)('%s', async (_name, make) => {
    const answer = await post(f.t.app, '/api/auth/customers/google', { accessToken: await make() })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      code: 'SOCIAL_LOGIN_FAILED',
      message: messages.socialLoginFailed,
    })
    expect(answer.cookie).toBeUndefined()
  })

  it('accepts the same token before it was tampered with', async () => {
    const answer = await post(f.t.app, '/api/auth/customers/google', {
      accessToken: await googleToken(f.google, { sub: 'x' }),
    })
    expect(answer.status).toBe(200)
  })

  it('answers 400 with the message for an empty credential', async () => {
    const answer = await post(f.t.app, '/api/auth/customers/google', { accessToken: '  ' })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(messages.socialLoginFailed)
  })
})

describe('a provider that is not configured', () => {
  it('is not offered and answers 404', async () => {
    const providers = await bare.app.inject({ method: 'GET', url: '/api/auth/providers' })
    expect(providers.json()).toEqual({ google: null, apple: null })
    for (const [path, payload] of [
      ['google', { accessToken: 'anything' }],
      ['apple', { authorizationCode: 'anything' }],
    ] as const) {
      const answer = await post(bare.app, `/api/auth/customers/${path}`, payload)
      expect(answer).toMatchObject({ status: 404, body: { message: messages.socialNotConfigured } })
    }
  })
})

describe('a provider that cannot be reached', () => {
  it('is left off the login page and a sign-in answers 502 with the one message', async () => {
    const providers = await unreachable.app.inject({ method: 'GET', url: '/api/auth/providers' })
    expect(providers.json()).toEqual({ google: null, apple: null })
    const answer = await post(unreachable.app, '/api/auth/customers/google', {
      accessToken: await googleToken(f.google, { sub: 'x' }),
    })
    expect(answer).toMatchObject({ status: 502, body: { message: messages.socialLoginFailed } })
  })
})
