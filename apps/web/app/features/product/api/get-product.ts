import type { Product } from '@kyanma/shared'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /public/products/{id}: the whole product, description and supplement facts included. */
export function productQuery(id: number, api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: () => requestJson<Product>(api, `/public/products/${id}`),
  })
}

/** The product the route's loader already put in the cache (server HTML or navigation). */
export function useProduct(id: number) {
  return useSuspenseQuery(productQuery(id)).data
}
