import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '#app/db/demo-seed/demo-account.ts'
import { customers, socialIdentities, users } from '#app/db/schema/index.ts'
import {
  APPLE,
  APPLE_CALLBACK,
  GOOGLE_CALLBACK,
  GOOGLE_CLIENT_ID,
  googleToken,
  post,
  useSocialFixture,
} from './testing/social-fixture.ts'

const f = useSocialFixture()

const identitiesOf = (userId: number) =>
  f.t.app.ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId))

describe('GET /api/auth/providers', () => {
  it('offers each configured provider with its authorization page and client id', async () => {
    const response = await f.t.app.inject({ method: 'GET', url: '/api/auth/providers' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      google: { authorizeUrl: `${f.google.issuer}/authorize`, clientId: GOOGLE_CLIENT_ID },
      apple: { authorizeUrl: `${f.apple.issuer}/authorize`, clientId: APPLE.clientId },
    })
  })
})

describe('signing in with a Google ID token', () => {
  it('creates the customer on the first sign-in and opens a session that works', async () => {
    const token = await googleToken(f.google, {
      sub: 'g-new-1',
      email: 'Mya.Mya@Example.com',
      name: 'Mya Mya',
    })
    const { status, body, cookie } = await post(f.t.app, '/api/auth/customers/google', {
      accessToken: token,
      deviceId: 'Mozilla/5.0 test',
      deviceOS: 'Linux',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      rememberMe: true,
      user: { displayName: 'Mya Mya', email: 'mya.mya@example.com', role: 'customer' },
    })
    expect(body.user.currentToken).toBe(body.accessToken)
    expect(cookie).toMatchObject({ value: body.accessToken, httpOnly: true, sameSite: 'Lax' })
    const session = await f.t.app.services.sessions.verify(body.accessToken)
    expect(session).toMatchObject({ userId: body.user.id, role: 'customer' })
    expect(session?.customerId).toEqual(expect.any(Number))
    const [customer] = await f.t.app.ctx.db
      .select()
      .from(customers)
      .where(eq(customers.userId, body.user.id))
    expect(customer?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    expect(customer?.language).toBe('en')
    expect(await identitiesOf(body.user.id)).toMatchObject([
      { provider: 'google', subject: 'g-new-1', email: 'mya.mya@example.com' },
    ])
  })

  it('signs the same Google account into the same customer next time', async () => {
    const first = await post(f.t.app, '/api/auth/customers/google', {
      accessToken: await googleToken(f.google, { sub: 'g-again', email: 'again@example.com' }),
    })
    const second = await post(f.t.app, '/api/auth/customers/google', {
      accessToken: await googleToken(f.google, { sub: 'g-again', email: 'again@example.com' }),
    })
    expect(second.status).toBe(200)
    expect(second.body.user.id).toBe(first.body.user.id)
    expect(second.body.accessToken).not.toBe(first.body.accessToken)
    expect(await identitiesOf(first.body.user.id)).toHaveLength(1)
  })

  it('links a verified email to the existing password account (the demo customer)', async () => {
    const [demo] = await f.t.app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNT.email))
    const { status, body } = await post(f.t.app, '/api/auth/customers/google', {
      accessToken: await googleToken(f.google, {
        sub: 'g-demo',
        email: DEMO_ACCOUNT.email.toUpperCase(),
        name: 'Someone Else',
      }),
    })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({ id: demo?.id, displayName: DEMO_ACCOUNT.displayName })
    expect(body.user.phoneNumber).toBe(DEMO_ACCOUNT.phoneNumber)
    expect(await identitiesOf(demo?.id ?? 0)).toMatchObject([{ subject: 'g-demo' }])
  })

  it('does not link, nor keep on the account, an email the provider has not verified', async () => {
    const { status, body } = await post(f.t.app, '/api/auth/customers/google', {
      accessToken: await googleToken(f.google, {
        sub: 'g-unverified',
        email: DEMO_ACCOUNT.email,
        email_verified: false,
        name: 'Not The Demo',
      }),
    })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({ displayName: 'Not The Demo', email: null })
    expect(body.user.phoneNumber).toBeNull()
  })

  it("starts a new account in the request's language, and keeps an account's own (issue 15)", async () => {
    const signIn = async (language: string) =>
      post(
        f.t.app,
        '/api/auth/customers/google',
        { accessToken: await googleToken(f.google, { sub: 'g-burmese', name: 'Aye Aye' }) },
        { 'accept-language': language },
      )
    const first = await signIn('my')
    expect(first.status).toBe(200)
    const languageOf = async () => {
      const [customer] = await f.t.app.ctx.db
        .select({ language: customers.language })
        .from(customers)
        .where(eq(customers.userId, first.body.user.id))
      return customer?.language
    }
    expect(await languageOf()).toBe('my')
    // Signing in again from an English page does not change the saved choice.
    expect((await signIn('en')).body.user.id).toBe(first.body.user.id)
    expect(await languageOf()).toBe('my')
  })

  it('lets two first sign-ins of one new account race and still makes one customer', async () => {
    const tokens = await Promise.all(
      [1, 2, 3].map(() => googleToken(f.google, { sub: 'g-race', email: 'race@example.com' })),
    )
    const answers = await Promise.all(
      tokens.map((accessToken) => post(f.t.app, '/api/auth/customers/google', { accessToken })),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body.user.id)).size).toBe(1)
  })
})

describe('signing in with a Google authorization code', () => {
  it('exchanges the code at the token endpoint and signs in the person it names', async () => {
    f.google.addPerson({
      sub: 'g-code',
      email: 'code@example.com',
      email_verified: true,
      name: 'Code User',
    })
    const code = await f.google.authorize({
      clientId: GOOGLE_CLIENT_ID,
      redirectUri: GOOGLE_CALLBACK,
      loginHint: 'g-code',
    })
    const { status, body } = await post(f.t.app, '/api/auth/customers/google', {
      accessToken: code,
    })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({ displayName: 'Code User', email: 'code@example.com' })
    // A code works once.
    const again = await post(f.t.app, '/api/auth/customers/google', { accessToken: code })
    expect(again).toMatchObject({ status: 401, body: { message: messages.socialLoginFailed } })
  })

  it('exchanges with the callback address the browser landed on', async () => {
    const redirectUri = 'http://127.0.0.1:4123/auth/google/callback'
    const code = await f.google.authorize({ clientId: GOOGLE_CLIENT_ID, redirectUri })
    const { status } = await post(f.t.app, '/api/auth/customers/google', {
      accessToken: code,
      redirectUri,
    })
    expect(status).toBe(200)
  })

  it('refuses a code issued for another address, and an address that is not the callback', async () => {
    const code = await f.google.authorize({
      clientId: GOOGLE_CLIENT_ID,
      redirectUri: 'http://127.0.0.1:4123/auth/google/callback',
    })
    const other = await post(f.t.app, '/api/auth/customers/google', { accessToken: code })
    expect(other.status).toBe(401)
    for (const redirectUri of [
      'http://127.0.0.1:4123/auth/apple/callback',
      'http://127.0.0.1:4123/auth/google/callback?next=/evil',
      'javascript:alert(1)',
    ]) {
      const answer = await post(f.t.app, '/api/auth/customers/google', {
        accessToken: 'x',
        redirectUri,
      })
      expect([400, 401]).toContain(answer.status)
      expect(answer.body.message).toBe(messages.socialLoginFailed)
    }
  })
})

describe('signing in with Apple', () => {
  it('exchanges the code with an ES256 client secret and creates the customer', async () => {
    const code = await f.apple.authorize({ clientId: APPLE.clientId, redirectUri: APPLE_CALLBACK })
    const { status, body, cookie } = await post(f.t.app, '/api/auth/customers/apple', {
      authorizationCode: code,
      displayName: 'Aung Aung',
    })
    expect(status).toBe(200)
    // Apple's "true" (a string) counts as verified.
    expect(body.user).toMatchObject({
      displayName: 'Aung Aung',
      email: 'relay@privaterelay.example',
    })
    expect(cookie?.value).toBe(body.accessToken)
    expect(await identitiesOf(body.user.id)).toMatchObject([
      { provider: 'apple', subject: 'apple-subject-1' },
    ])
  })

  it('fails when Apple does not accept the client secret', async () => {
    const { appleKeyPair } = await import('./testing/social-fixture.ts')
    f.apple.setAppleCheck({ ...APPLE, publicKey: appleKeyPair().publicKey })
    try {
      const code = await f.apple.authorize({
        clientId: APPLE.clientId,
        redirectUri: APPLE_CALLBACK,
      })
      const answer = await post(f.t.app, '/api/auth/customers/apple', { authorizationCode: code })
      expect(answer).toMatchObject({ status: 401, body: { message: messages.socialLoginFailed } })
    } finally {
      const config = f.t.app.ctx.config.social.apple
      if (config) f.apple.setAppleCheck({ ...APPLE, publicKey: config.privateKey })
    }
  })

  it('refuses a code the provider never issued', async () => {
    const answer = await post(f.t.app, '/api/auth/customers/apple', { authorizationCode: 'bad' })
    expect(answer).toMatchObject({ status: 401, body: { message: messages.socialLoginFailed } })
  })
})
