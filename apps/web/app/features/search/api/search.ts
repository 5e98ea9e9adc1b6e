import type { SearchResult } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /public/search?filter=: the four result groups (Products, News, Brands, Categories). */
export function searchResultsQuery(filter: string, api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['search', 'results', filter],
    queryFn: () =>
      requestJson<SearchResult>(api, `/public/search?${new URLSearchParams({ filter })}`),
  })
}

/** Nothing is asked for an empty filter: the API refuses it, and the page shows suggestions. */
export function useSearchResults(filter: string) {
  return useQuery({ ...searchResultsQuery(filter), enabled: filter !== '' })
}
