import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type ApiFetch, NoAnswerError, requestJson } from './api-client.ts'

afterEach(() => vi.useRealTimers())

/** A server that never answers, though it stops when the request is given up. */
const silent: ApiFetch = (_path, init) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    ),
  )

describe('requestJson', () => {
  it('gives up after its timeout with NoAnswerError, not a spinner without end', async () => {
    vi.useFakeTimers()
    const answer = requestJson(silent, '/customers/me/orders', {
      method: 'POST',
      timeoutMs: 20_000,
    })
    const settled = expect(answer).rejects.toThrow('The request timed out.')
    await vi.advanceTimersByTimeAsync(20_000)
    await settled
    await expect(answer).rejects.toBeInstanceOf(NoAnswerError)
  })

  it('turns a failed connection into NoAnswerError and a refusal into ApiError', async () => {
    const offline: ApiFetch = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(requestJson(offline, '/x')).rejects.toBeInstanceOf(NoAnswerError)
    const refusing: ApiFetch = async () =>
      Response.json({ code: 'CONFLICT', message: 'Out of stock' }, { status: 409 })
    const refusal = requestJson(refusing, '/x').catch((error: unknown) => error)
    expect(await refusal).toEqual(new ApiError(409, 'CONFLICT', 'Out of stock'))
    const gateway: ApiFetch = async () => new Response('<html>', { status: 504 })
    await expect(requestJson(gateway, '/x')).rejects.toMatchObject({ status: 504 })
  })
})
