import { describe, expect, it } from 'vitest'
import { newAttemptKey, nextAttempt } from './attempt-key.ts'

let counter = 0
const key = () => `key-${++counter}`

describe('order attempt keys', () => {
  it('reuses the key of an unanswered attempt for the same order', () => {
    const first = nextAttempt(null, '{"a":1}', key)
    expect(nextAttempt(first, '{"a":1}', key).key).toBe(first.key)
  })

  it('starts a new attempt once the server answered, or when the order changed', () => {
    const first = nextAttempt(null, '{"a":1}', key)
    expect(nextAttempt(first, '{"a":2}', key).key).not.toBe(first.key)
    first.answered = true
    expect(nextAttempt(first, '{"a":1}', key).key).not.toBe(first.key)
  })

  it('makes keys the server accepts (8 to 100 characters), different each time', () => {
    const a = newAttemptKey()
    expect(a.length).toBeGreaterThanOrEqual(8)
    expect(a.length).toBeLessThanOrEqual(100)
    expect(newAttemptKey()).not.toBe(a)
  })
})
