import { dehydrate, type QueryClient } from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'
import type { ApiFetch } from './api-client.ts'
import { makeQueryClient } from './query-client.ts'
import { serverApi } from './server-api.server.ts'

/**
 * A route loader on the server: runs the route's prefetch against the in-process API with a
 * fresh QueryClient and returns its data for the page's HydrationBoundary.
 */
export async function prefetchOnServer(
  context: AppLoadContext,
  prefetch: (queryClient: QueryClient, api: ApiFetch) => Promise<unknown>,
) {
  const queryClient = makeQueryClient()
  await prefetch(queryClient, serverApi(context))
  return { dehydratedState: dehydrate(queryClient) }
}
