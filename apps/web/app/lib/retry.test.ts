import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, isConnectionFailure, NoAnswerError } from './api-client.ts'
import { pauseBeforeRetry, RETRY_DELAYS_MS, retryDelay, withRetries } from './retry.ts'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

/** Starts a pause of `ms` before the next try: answers whether it is over yet. */
function startPause(ms: number) {
  let over = false
  void pauseBeforeRetry(ms).then(() => {
    over = true
  })
  return () => over
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('trying again after a dropped connection', () => {
  it('takes only a missing answer or a proxy’s gateway errors for the connection’s fault', () => {
    expect(isConnectionFailure(new NoAnswerError())).toBe(true)
    expect(isConnectionFailure(new NoAnswerError({ timedOut: true }))).toBe(true)
    for (const status of [502, 503, 504])
      expect(isConnectionFailure(new ApiError(status, 'HTTP_ERROR', 'Bad gateway'))).toBe(true)
    for (const status of [400, 401, 409, 422, 500])
      expect(isConnectionFailure(new ApiError(status, 'X', 'No'))).toBe(false)
    expect(isConnectionFailure(new Error('a bug'))).toBe(false)
  })

  it('pauses longer after each failure, and no more after the last', () => {
    expect(RETRY_DELAYS_MS.map((_, index) => retryDelay(index + 1))).toEqual([...RETRY_DELAYS_MS])
    expect(retryDelay(0)).toBeNull()
    expect(retryDelay(RETRY_DELAYS_MS.length + 1)).toBeNull()
  })

  it('sends again after each pause until it goes through', async () => {
    vi.useFakeTimers()
    setOnline(true)
    const task = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new NoAnswerError())
      .mockRejectedValueOnce(new ApiError(504, 'HTTP_ERROR', 'Gateway Timeout'))
      .mockResolvedValue('stored')
    const onRetry = vi.fn()
    const result = withRetries(task, { onRetry })
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1])
    await expect(result).resolves.toBe('stored')
    expect(task).toHaveBeenCalledTimes(3)
    expect(onRetry.mock.calls).toEqual([[1], [2]])
  })

  it('gives up at once on a refusal, and with the last failure when the tries run out', async () => {
    vi.useFakeTimers()
    setOnline(true)
    const refused = vi.fn(() => Promise.reject(new ApiError(422, 'X', 'Not an image')))
    await expect(withRetries(refused)).rejects.toThrow('Not an image')
    expect(refused).toHaveBeenCalledTimes(1)

    const down = vi.fn(() => Promise.reject(new NoAnswerError()))
    const result = withRetries(down, { delays: [10, 20] })
    const settled = expect(result).rejects.toBeInstanceOf(NoAnswerError)
    await vi.advanceTimersByTimeAsync(30)
    await settled
    expect(down).toHaveBeenCalledTimes(3)
  })

  it('waits for the connection while offline, and goes as soon as the browser is online', async () => {
    vi.useFakeTimers()
    setOnline(false)
    const done = startPause(1000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(done()).toBe(false)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(done()).toBe(true)
  })

  it('cuts a pause short when the connection returns, and stops when told to', async () => {
    vi.useFakeTimers()
    setOnline(true)
    const done = startPause(30_000)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(done()).toBe(true)

    const stop = new AbortController()
    const stopped = pauseBeforeRetry(null, stop.signal)
    stop.abort(new Error('left the page'))
    await expect(stopped).rejects.toThrow('left the page')
  })
})
