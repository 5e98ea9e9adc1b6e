import { hash, verify } from '@node-rs/argon2'

/**
 * A hash of a random password nobody knows, made with the same parameters as real ones
 * (argon2id, m=19456, t=2, p=1). Signing in to an unknown account verifies against it, so the
 * answer takes as long as a wrong password on a real account and says nothing about who exists.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$fSREZghistIqq7JsH8g2gw$vjgru4MjS+8JA5bXUWtO5kJQ6l7IQISYUJ+suYYqbtw'

/**
 * Passwords as argon2id hashes (OWASP's first choice; the library's defaults are OWASP's
 * minimum parameters). A class so tests can watch which hash a sign-in verified against.
 */
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password)
  }

  /**
   * Whether `password` matches `passwordHash`. An account without a password (social sign-in
   * only, or none at all) still costs one verification, against the dummy hash, and fails.
   */
  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    const matches = await this.verifyHash(passwordHash ?? DUMMY_PASSWORD_HASH, password)
    return matches && passwordHash != null
  }

  /** The argon2 verification itself; a malformed stored hash matches nothing. */
  verifyHash(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password).catch(() => false)
  }
}
