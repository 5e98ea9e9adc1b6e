import type { DehydratedState, QueryClient } from '@tanstack/react-query'
import type { ApiFetch } from './api-client.ts'
import { getQueryClient } from './query-client.ts'

/**
 * A route's clientLoader: after the first page, navigation fills the browser's QueryClient
 * straight from the API (no server round trip), so the same components find their data cached.
 */
export async function prefetchInBrowser(
  prefetch: (queryClient: QueryClient, api?: ApiFetch) => Promise<unknown>,
): Promise<{ dehydratedState: DehydratedState | undefined }> {
  await prefetch(getQueryClient())
  return { dehydratedState: undefined }
}
