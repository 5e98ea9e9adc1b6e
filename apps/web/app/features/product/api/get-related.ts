import { CAROUSEL_PER_SLIDE, type ListResponse, type ProductSummary } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** Three slides' worth: enough for the carousel to move, small enough for a slow phone. */
export const RELATED_SIZE = CAROUSEL_PER_SLIDE * 3

/** POST /public/products/RELATED?referenceId={id}: the product's own category first (decision 002). */
export function relatedProductsQuery(productId: number, api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['products', 'related', productId, RELATED_SIZE],
    queryFn: () =>
      requestJson<ListResponse<ProductSummary>>(
        api,
        `/public/products/RELATED?referenceId=${productId}&page=0&size=${RELATED_SIZE}`,
        { method: 'POST', body: {} },
      ),
  })
}

/** Fetched only once `enabled` (the section has scrolled near), never during server rendering. */
export function useRelatedProducts(productId: number, enabled: boolean) {
  return useQuery({ ...relatedProductsQuery(productId), enabled })
}
