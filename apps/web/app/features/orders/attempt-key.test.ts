import { describe, expect, it } from 'vitest'
import { ApiError } from '#app/lib/api-client.ts'
import {
  ATTEMPT_LIFETIME_MS,
  failureEndsAttempt,
  newAttemptKey,
  nextAttempt,
  parseAttempt,
} from './attempt-key.ts'

let counter = 0
const key = () => `key-${++counter}`
const NOW = Date.parse('2026-11-25T10:00:00Z')

describe('order attempt keys', () => {
  it('reuses the key of an unanswered attempt for the same order', () => {
    const first = nextAttempt(null, '{"a":1}', NOW, key)
    expect(nextAttempt(first, '{"a":1}', NOW + 60_000, key)).toBe(first)
  })

  it('starts a new attempt when the order changed: the server refuses a key with another order', () => {
    const first = nextAttempt(null, '{"a":1}', NOW, key)
    const changed = nextAttempt(first, '{"a":2}', NOW, key)
    expect(changed.key).not.toBe(first.key)
    expect(changed).toMatchObject({ body: '{"a":2}', startedAt: NOW })
  })

  it('starts a new attempt a day later, but not when the clock was set back a little', () => {
    const first = nextAttempt(null, '{"a":1}', NOW, key)
    expect(nextAttempt(first, '{"a":1}', NOW + ATTEMPT_LIFETIME_MS, key).key).not.toBe(first.key)
    expect(nextAttempt(first, '{"a":1}', NOW - 60_000, key)).toBe(first)
    expect(nextAttempt(first, '{"a":1}', NOW - ATTEMPT_LIFETIME_MS, key).key).not.toBe(first.key)
  })

  it('makes keys the server accepts (8 to 100 characters), different each time', () => {
    const a = newAttemptKey()
    expect(a.length).toBeGreaterThanOrEqual(8)
    expect(a.length).toBeLessThanOrEqual(100)
    expect(newAttemptKey()).not.toBe(a)
  })
})

describe('which failures settle an attempt', () => {
  const refusal = (status: number) => new ApiError(status, 'CODE', 'message')

  it('keeps the key after a lost answer or a server fault: the order may have been placed', () => {
    expect(failureEndsAttempt(new TypeError('Failed to fetch'))).toBe(false)
    for (const status of [500, 502, 503, 504])
      expect(failureEndsAttempt(refusal(status))).toBe(false)
  })

  it('keeps it after refusals that never looked at the key (sign-in, permission, rate limit)', () => {
    for (const status of [401, 403, 408, 429])
      expect(failureEndsAttempt(refusal(status))).toBe(false)
  })

  it('ends it when the server refused this order (changed total, stock, key reused)', () => {
    for (const status of [400, 404, 409, 422])
      expect(failureEndsAttempt(refusal(status))).toBe(true)
  })
})

describe('an attempt read back from storage', () => {
  it('is the attempt stored', () => {
    const attempt = { key: 'key-abcdefgh', body: '{"a":1}', startedAt: NOW }
    expect(parseAttempt(JSON.stringify(attempt))).toEqual(attempt)
  })

  it('is nothing when missing, broken or of another shape', () => {
    for (const raw of [null, '', '{', 'null', '42', '{"key":"k","body":"{}"}', '{"key":1}'])
      expect(parseAttempt(raw), String(raw)).toBeNull()
  })
})
