/**
 * The Idempotency-Key of an attempt to place an order. A retry of the same order after the
 * answer was lost (the network failed) sends the same key, so the server answers it with the
 * first answer instead of making a second order; anything else is a new attempt with a new key.
 */
export interface Attempt {
  key: string
  /** The order as sent, to tell a retry from a changed order. */
  body: string
  /** Whether the server answered it; an answered attempt is never sent again. */
  answered: boolean
}

export function nextAttempt(previous: Attempt | null, body: string, newKey: () => string): Attempt {
  if (previous && !previous.answered && previous.body === body) return previous
  return { key: newKey(), body, answered: false }
}

/** A random key; crypto.randomUUID exists only on https and localhost, so plain http falls back. */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
