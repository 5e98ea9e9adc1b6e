import { isConnectionFailure } from './api-client.ts'

/**
 * Trying again after a dropped connection (decision 045), shared by the order and the uploads.
 * A few tries with growing pauses, each pause cut short when the browser says it is online
 * again; while it says it is offline, waiting for the connection costs no try.
 */

/** The pauses before the 2nd, 3rd and 4th try: a blip, a short cut, a walk to better signal. */
export const RETRY_DELAYS_MS = [2_000, 8_000, 30_000] as const

/** The pause after `triesDone` failed tries, or null when no try is left. */
export function retryDelay(triesDone: number, delays: readonly number[] = RETRY_DELAYS_MS) {
  return triesDone >= 1 && triesDone <= delays.length ? (delays[triesDone - 1] ?? null) : null
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * Resolves after `ms`, or as soon as the browser comes back online, whichever is first; while
 * offline (or with `ms` null) only the `online` event ends it. Rejects with the signal's reason
 * when aborted.
 */
export function pauseBeforeRetry(ms: number | null, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const offline = isOffline()
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener('online', done)
      signal?.removeEventListener('abort', aborted)
      resolve()
    }
    const aborted = () => {
      clearTimeout(timer)
      window.removeEventListener('online', done)
      reject(signal?.reason)
    }
    const timer = offline || ms === null ? undefined : setTimeout(done, ms)
    window.addEventListener('online', done)
    signal?.addEventListener('abort', aborted)
  })
}

/**
 * Runs `task` until it succeeds, fails for another reason than the connection, or the tries run
 * out (the last failure is thrown). `onRetry` hears each pause, to say so on screen.
 */
export async function withRetries<T>(
  task: () => Promise<T>,
  options: {
    delays?: readonly number[]
    signal?: AbortSignal
    onRetry?: (triesDone: number) => void
  } = {},
): Promise<T> {
  for (let triesDone = 0; ; ) {
    try {
      return await task()
    } catch (error) {
      triesDone += 1
      const delay = retryDelay(triesDone, options.delays)
      if (!isConnectionFailure(error) || delay === null || options.signal?.aborted) throw error
      options.onRetry?.(triesDone)
      await pauseBeforeRetry(delay, options.signal)
    }
  }
}
