import { ORDER_ATTEMPT_STORAGE_KEY } from '@kyanma/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetStoredAttempt, readStoredAttempt, storeAttempt } from './stored-attempt.ts'

const attempt = (key: string) => ({ key, body: '{"a":1}', startedAt: 1_700_000_000_000 })

describe('the unanswered attempt in local storage', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is kept under its own key beside the cart, and read back (a reload, another tab)', () => {
    storeAttempt(attempt('key-one-1234'))
    expect(JSON.parse(window.localStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY) ?? '')).toEqual(
      attempt('key-one-1234'),
    )
    expect(readStoredAttempt()).toEqual(attempt('key-one-1234'))
  })

  it('is forgotten once answered, but not when another tab has begun a newer one', () => {
    storeAttempt(attempt('key-one-1234'))
    storeAttempt(attempt('key-two-1234'))
    forgetStoredAttempt(attempt('key-one-1234'))
    expect(readStoredAttempt()?.key).toBe('key-two-1234')
    forgetStoredAttempt(attempt('key-two-1234'))
    expect(readStoredAttempt()).toBeNull()
    expect(window.localStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull()
  })

  it('ignores a broken stored value', () => {
    window.localStorage.setItem(ORDER_ATTEMPT_STORAGE_KEY, '{not json')
    expect(readStoredAttempt()).toBeNull()
  })

  it('does nothing, without throwing, where storage is full or blocked', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    } as unknown as Storage
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full)
    expect(() => storeAttempt(attempt('key-one-1234'))).not.toThrow()
    expect(readStoredAttempt()).toBeNull()
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(readStoredAttempt()).toBeNull()
    expect(() => forgetStoredAttempt(attempt('key-one-1234'))).not.toThrow()
  })
})
