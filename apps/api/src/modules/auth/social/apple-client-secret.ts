import { type CryptoKey, importPKCS8, SignJWT } from 'jose'
import type { SocialConfig } from '#app/config.ts'
import { ProviderUnavailable } from './social-errors.ts'

type AppleConfig = NonNullable<SocialConfig['apple']>

/** Apple accepts a client secret for up to six months; ours is made per exchange and lives briefly. */
const SECRET_LIFETIME = '5m'

const keys = new Map<string, Promise<CryptoKey>>()

/**
 * Apple has no fixed client secret: each token request carries a JWT signed (ES256) with the
 * team's private key, naming the team (iss), the service id (sub) and Apple (aud).
 */
export async function appleClientSecret(apple: AppleConfig): Promise<string> {
  let key = keys.get(apple.privateKey)
  if (!key) {
    key = importPKCS8(apple.privateKey, 'ES256')
    keys.set(apple.privateKey, key)
  }
  let privateKey: CryptoKey
  try {
    privateKey = await key
  } catch (error) {
    keys.delete(apple.privateKey)
    throw new ProviderUnavailable(`APPLE_PRIVATE_KEY is not a PKCS#8 P-256 key: ${String(error)}`)
  }
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(apple.clientId)
    .setAudience(apple.issuer)
    .setIssuedAt()
    .setExpirationTime(SECRET_LIFETIME)
    .sign(privateKey)
}
