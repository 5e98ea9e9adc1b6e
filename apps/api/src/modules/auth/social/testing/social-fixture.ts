import { generateKeyPairSync } from 'node:crypto'
import { SESSION_COOKIE_NAME } from '@kyanma/shared'
import type { FastifyInstance } from 'fastify'
import { createTestApp, startedForTheseTests, type TestApp } from '#test/test-app.ts'
import { startTestProvider, type TestProvider } from './test-provider.ts'

export const GOOGLE_CLIENT_ID = 'kyanma-web.apps.example'
export const GOOGLE_CLIENT_SECRET = 'google-test-secret'
export const APPLE = { clientId: 'shop.kyanma.web', teamId: 'TEAM123456', keyId: 'KEY1234567' }
/** testConfig's PUBLIC_URL: the return addresses a code is issued for by default. */
export const GOOGLE_CALLBACK = 'http://localhost:3000/auth/google/callback'
export const APPLE_CALLBACK = 'http://localhost:3000/api/auth/apple/callback'

export interface SocialFixture {
  t: TestApp
  google: TestProvider
  apple: TestProvider
  close(): Promise<void>
}

/** A P-256 key as Apple hands one out (PKCS#8 PEM), with its public half. */
export function appleKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey,
  }
}

/** An app with Google and Apple both configured against local test providers. */
async function startSocialFixture(): Promise<SocialFixture> {
  const key = appleKeyPair()
  const google = await startTestProvider({ clientSecret: GOOGLE_CLIENT_SECRET })
  const apple = await startTestProvider({
    apple: { ...APPLE, publicKey: key.publicKey },
    identity: {
      sub: 'apple-subject-1',
      email: 'relay@privaterelay.example',
      email_verified: 'true',
    },
  })
  const t = await createTestApp({
    config: {
      social: {
        google: {
          clientId: GOOGLE_CLIENT_ID,
          clientSecret: GOOGLE_CLIENT_SECRET,
          issuer: google.issuer,
        },
        apple: { ...APPLE, privateKey: key.privateKeyPem, issuer: apple.issuer },
      },
    },
  })
  return {
    t,
    google,
    apple,
    async close() {
      await t.close()
      await Promise.all([google.stop(), apple.stop()])
    },
  }
}

/**
 * How a social sign-in suite starts: the app and both test providers, started before the file's
 * tests and stopped after them. The handle reads the started fixture, so it can be kept in a
 * `const` at the top of the file (as `useTestApp`'s).
 */
export function useSocialFixture(): Omit<SocialFixture, 'close'> {
  const fixture = startedForTheseTests('the social fixture', startSocialFixture)
  return {
    get t() {
      return fixture().t
    },
    get google() {
      return fixture().google
    },
    get apple() {
      return fixture().apple
    },
  }
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'POST', url, payload, headers })
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)
  return { status: response.statusCode, body: response.json(), cookie }
}

/** A new Google ID token for `sub` with the claims Google sends. */
export function googleToken(
  google: TestProvider,
  claims: Record<string, unknown>,
  expiresIn?: number,
) {
  return google.idToken({ aud: GOOGLE_CLIENT_ID, email_verified: true, ...claims }, expiresIn)
}
