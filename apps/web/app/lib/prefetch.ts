import type { DehydratedState, QueryClient } from '@tanstack/react-query'
import type { ApiFetch } from './api-client.ts'
import { getQueryClient } from './query-client.ts'

/**
 * A route's clientLoader: after the first page, navigation fills the browser's QueryClient
 * straight from the API (no server round trip), so the same components find their data cached.
 * `result` is what the prefetch answered, as on the server.
 */
export async function prefetchInBrowser<T>(
  prefetch: (queryClient: QueryClient, api?: ApiFetch) => Promise<T>,
): Promise<{ result: T; dehydratedState: DehydratedState | undefined }> {
  const result = await prefetch(getQueryClient())
  return { result, dehydratedState: undefined }
}
