import type { ArticleList, BlogCategory } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

export interface ArticleListParams {
  /** Zero-based, as on the wire. */
  page?: number
  size?: number
  search?: string
  category?: BlogCategory
  /** ISO date-times: from start (inclusive) to end (exclusive). */
  start?: string
  end?: string
}

/** GET /public/blog/news: a page of published articles, newest first. */
export function articleListQuery(params: ArticleListParams, api: ApiFetch = browserApiFetch) {
  const { page = 0, size = 12, search, category, start, end } = params
  const query = new URLSearchParams({ page: String(page), size: String(size) })
  if (search) query.set('search', search)
  if (category) query.set('category', category)
  if (start) query.set('start', start)
  if (end) query.set('end', end)
  return queryOptions({
    queryKey: ['articles', 'list', { page, size, search, category, start, end }],
    queryFn: () => requestJson<ArticleList>(api, `/public/blog/news?${query}`),
  })
}

export function useArticleList(params: ArticleListParams) {
  return useQuery(articleListQuery(params))
}
