import type { AppLoadContext } from 'react-router'
import { type FetchDetail, idParam } from './detail-page.ts'
import { prefetchOnServer } from './prefetch.server.ts'

/**
 * A detail page's loader: the record's id from the address (404 for anything else), what its
 * head needs, and the query cache that comes with the HTML.
 */
export async function loadDetailOnServer<Head>(
  context: AppLoadContext,
  param: string | undefined,
  fetchDetail: FetchDetail<Head>,
) {
  const id = idParam(param)
  const { result: head, dehydratedState } = await prefetchOnServer(context, (queryClient, api) =>
    fetchDetail(id, queryClient, api),
  )
  return { id, head, dehydratedState }
}
