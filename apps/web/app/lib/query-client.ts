import { MutationCache, QueryClient } from '@tanstack/react-query'
import { isConnectionFailure } from './api-client.ts'
import { errorMessage } from './error-message.ts'
import { notify } from './notify.ts'

const MINUTE = 60_000

/**
 * Spec section 7: failed queries retry 3 times with exponential backoff capped at 30 s, data is
 * kept 5 minutes. Data rendered on the server stays fresh for a minute, so hydration never
 * refetches it. Every failed mutation shows its message in a red toast (section 8) unless the
 * mutation handles errors itself (`meta: { silent: true }`), or says a lost connection on the
 * screen itself, beside what it keeps for later (`meta: { connectionFailureShownInPlace: true }`).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return
        if (mutation.meta?.connectionFailureShownInPlace && isConnectionFailure(error)) return
        void notify.error(errorMessage(error))
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: MINUTE,
        gcTime: 5 * MINUTE,
        retry: import.meta.env.SSR ? false : 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  })
}

let browserClient: QueryClient | undefined

/** One client for the whole browser session; on the server every request gets its own. */
export function getQueryClient(): QueryClient {
  if (import.meta.env.SSR) return makeQueryClient()
  browserClient ??= makeQueryClient()
  return browserClient
}
