import type { ListingType, ProductFilterBody, ProductSummary } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

export interface ProductListParams {
  type: ListingType
  page?: number
  size?: number
  referenceId?: number
  filters?: ProductFilterBody
}

export interface ProductList {
  data: ProductSummary[]
  total: number
  pageSize: number
}

/**
 * Every product answer's query key starts with this (lists, details, related, favourites): a
 * change that shows on products (a favourite) refreshes them all through it.
 */
export const PRODUCT_QUERIES_KEY = ['products'] as const

/** POST /public/products/{type}: zero-based page on the wire, filters in the body. */
export function productListQuery(params: ProductListParams, api: ApiFetch = browserApiFetch) {
  const { type, page = 0, size = 12, referenceId, filters } = params
  const query = new URLSearchParams({ page: String(page), size: String(size) })
  if (referenceId !== undefined) query.set('referenceId', String(referenceId))
  return queryOptions({
    queryKey: [
      ...PRODUCT_QUERIES_KEY,
      'list',
      { type, page, size, referenceId, filters: filters ?? {} },
    ],
    queryFn: () =>
      requestJson<ProductList>(api, `/public/products/${type}?${query}`, {
        method: 'POST',
        body: filters ?? {},
      }),
  })
}

/** `enabled` false: no request yet; a list already in the cache still shows. */
export function useProductList(params: ProductListParams, enabled = true) {
  return useQuery({ ...productListQuery(params), enabled })
}
