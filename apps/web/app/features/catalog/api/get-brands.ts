import { type BrandList, MAX_PAGE_SIZE } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

export interface BrandListParams {
  page?: number
  size?: number
}

/** GET /public/brands: zero-based page; one page of 100 holds a whole shop's brands. */
export function brandListQuery(params: BrandListParams = {}, api: ApiFetch = browserApiFetch) {
  const { page = 0, size = MAX_PAGE_SIZE } = params
  return queryOptions({
    queryKey: ['brands', 'list', { page, size }],
    queryFn: () => requestJson<BrandList>(api, `/public/brands?page=${page}&size=${size}`),
    staleTime: 10 * 60_000,
  })
}

export function useBrandList(params: BrandListParams = {}) {
  return useQuery(brandListQuery(params))
}
