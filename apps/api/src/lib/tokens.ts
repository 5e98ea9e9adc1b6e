import { createHash, randomBytes } from 'node:crypto'

/** A new opaque secret: 256 random bits, URL-safe (session tokens, reset tokens). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256. Tokens are random, so no salt is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
