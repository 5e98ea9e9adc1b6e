import { ApiError } from '#app/lib/api-client.ts'

/**
 * The Idempotency-Key of an attempt to place an order. A retry of the same order after the
 * answer was lost (the network failed) sends the same key, so the server answers it with the
 * first answer instead of making a second order; anything else is a new attempt with a new key:
 * the server refuses (422) a key sent again with another order.
 */
export interface Attempt {
  key: string
  /** The order as sent, to tell a retry from a changed order. */
  body: string
  /** When the attempt began (ms since the epoch). */
  startedAt: number
}

/**
 * How long an unanswered attempt may be sent again. After a day the shopper who orders the same
 * cart again means a new order: the lost one, if it was placed, is in their order list.
 */
export const ATTEMPT_LIFETIME_MS = 24 * 60 * 60 * 1000

export function nextAttempt(
  previous: Attempt | null,
  body: string,
  now: number,
  newKey: () => string,
): Attempt {
  // Within a day either way: a clock set back a little must not turn a retry into a new order.
  const fresh = previous && Math.abs(now - previous.startedAt) < ATTEMPT_LIFETIME_MS
  if (previous && fresh && previous.body === body) return previous
  return { key: newKey(), body, startedAt: now }
}

/**
 * Whether a failure settles the attempt. A lost answer or a server fault (a proxy's 502/504
 * among them) may have placed the order, and so may sign-in, permission and rate-limit refusals,
 * which never looked at the key: those keep it for the retry. Any other 4xx says this order, under
 * this key, was not placed.
 */
export function failureEndsAttempt(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.status >= 400 && error.status < 500 && !KEY_NOT_LOOKED_AT.has(error.status)
}

const KEY_NOT_LOOKED_AT = new Set([401, 403, 408, 429])

/** A random key; crypto.randomUUID exists only on https and localhost, so plain http falls back. */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** An attempt read back from storage, or null for anything that is not one. */
export function parseAttempt(raw: string | null): Attempt | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<Attempt> | null
    const valid =
      typeof value?.key === 'string' &&
      typeof value.body === 'string' &&
      typeof value.startedAt === 'number'
    return valid ? (value as Attempt) : null
  } catch {
    return null
  }
}
