import type { ReviewStatus } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /customers/me/products/{id}/review: may the signed-in customer review it, and their review. */
export function reviewStatusQuery(productId: number, api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['products', 'detail', productId, 'my-review'],
    queryFn: () => requestJson<ReviewStatus>(api, `/customers/me/products/${productId}/review`),
  })
}

/** Only asked for once the browser knows a customer is signed in. */
export function useReviewStatus(productId: number, enabled: boolean) {
  return useQuery({ ...reviewStatusQuery(productId), enabled })
}
