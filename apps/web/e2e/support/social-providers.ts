import { generateKeyPairSync } from 'node:crypto'
import {
  startTestProvider,
  type TestProvider,
} from '../../../api/src/modules/auth/social/testing/test-provider.ts'

export const E2E_GOOGLE_CLIENT_ID = 'kyanma-e2e.apps.example'
export const E2E_APPLE = { clientId: 'shop.kyanma.e2e', teamId: 'E2ETEAM001', keyId: 'E2EKEY0001' }

/**
 * Local OpenID Connect providers standing in for Google and Apple (apps/api's test provider),
 * and the environment that points the server at them.
 */
export async function startSocialProviders() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const google: TestProvider = await startTestProvider({
    clientSecret: 'e2e-google-secret',
    identity: {
      sub: 'e2e-google-1',
      email: 'e2e.google@example.com',
      email_verified: true,
      name: 'Su Su',
    },
  })
  const apple: TestProvider = await startTestProvider({
    apple: { ...E2E_APPLE, publicKey },
    identity: { sub: 'e2e-apple-1', email: 'e2e@privaterelay.example', email_verified: 'true' },
  })
  return {
    env: {
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER: google.issuer,
      APPLE_CLIENT_ID: E2E_APPLE.clientId,
      APPLE_TEAM_ID: E2E_APPLE.teamId,
      APPLE_KEY_ID: E2E_APPLE.keyId,
      // As operators usually set it: one line, with the PEM's line breaks written as \n.
      APPLE_PRIVATE_KEY: privateKey
        .export({ type: 'pkcs8', format: 'pem' })
        .toString()
        .replaceAll('\n', '\\n'),
      APPLE_ISSUER: apple.issuer,
    },
    issuers: { google: google.issuer, apple: apple.issuer },
    stop: () => Promise.all([google.stop(), apple.stop()]),
  }
}
