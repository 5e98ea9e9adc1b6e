import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /public/popular/search: what shoppers search for most, offered as suggestions. */
export function popularKeywordsQuery(api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['search', 'popular'],
    queryFn: () => requestJson<{ data: string[] }>(api, '/public/popular/search'),
    staleTime: 10 * 60_000,
  })
}

export function usePopularKeywords(enabled: boolean) {
  return useQuery({ ...popularKeywordsQuery(), enabled })
}
