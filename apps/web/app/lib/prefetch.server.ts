import { dehydrate, type QueryClient } from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'
import type { ApiFetch } from './api-client.ts'
import { makeQueryClient } from './query-client.ts'
import { serverApi } from './server-api.server.ts'

/**
 * A route loader on the server: runs the route's prefetch against the in-process API with a
 * fresh QueryClient and returns its data for the page's HydrationBoundary, with whatever the
 * prefetch answered (`result`: what the loader itself needs, such as a page's title for meta).
 */
export async function prefetchOnServer<T>(
  context: AppLoadContext,
  prefetch: (queryClient: QueryClient, api: ApiFetch) => Promise<T>,
) {
  const queryClient = makeQueryClient()
  const result = await prefetch(queryClient, serverApi(context))
  return { result, dehydratedState: dehydrate(queryClient) }
}
