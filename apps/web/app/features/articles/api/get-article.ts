import type { Article } from '@kyanma/shared'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { retryUnlessMissing } from '#app/lib/detail-page.ts'

/** GET /public/blog/news/{id}: one article with its sanitized HTML content. */
export function articleQuery(id: number, api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['articles', 'detail', id],
    queryFn: () => requestJson<Article>(api, `/public/blog/news/${id}`),
    retry: retryUnlessMissing,
  })
}

/** The route's loader fetched it, so it is in the cache when the page renders. */
export function useArticle(id: number) {
  return useSuspenseQuery(articleQuery(id)).data
}
