import { PAGE_SIZE } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { PRODUCT_QUERIES_KEY, type ProductList } from './get-products.ts'

export interface FavoritesParams {
  search?: string
  /** Zero-based, as on the wire. */
  page?: number
  size?: number
}

/**
 * POST /public/products/favorites?page=&size=&search=: the signed-in customer's favourites
 * (401 for visitors). Keyed under the product answers, so marking a favourite refreshes it.
 */
export function favoritesQuery(params: FavoritesParams = {}, api: ApiFetch = browserApiFetch) {
  const { search = '', page = 0, size = PAGE_SIZE.favourites } = params
  const query = new URLSearchParams({ page: String(page), size: String(size) })
  if (search) query.set('search', search)
  return queryOptions({
    queryKey: [...PRODUCT_QUERIES_KEY, 'favorites', { search, page, size }],
    queryFn: () =>
      requestJson<ProductList>(api, `/public/products/favorites?${query}`, {
        method: 'POST',
        body: {},
      }),
  })
}

/** While another search or page loads, the last answer stays on screen (dimmed). */
export function useFavorites(params: FavoritesParams, enabled: boolean) {
  return useQuery({ ...favoritesQuery(params), enabled, placeholderData: keepPreviousData })
}
