import type { OwnReview, ReviewInput } from '@kyanma/shared'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { productQuery } from './get-product.ts'

/** POST /customers/me/reviews (a first review) or PUT /customers/me/reviews/{id} (an edit). */
export function saveReview(
  request: { productId: number; reviewId: number | null; input: ReviewInput },
  api: ApiFetch = browserApiFetch,
) {
  if (request.reviewId === null)
    return requestJson<OwnReview>(api, '/customers/me/reviews', {
      method: 'POST',
      body: { productId: request.productId, ...request.input },
    })
  return requestJson<OwnReview>(api, `/customers/me/reviews/${request.reviewId}`, {
    method: 'PUT',
    body: request.input,
  })
}

/** DELETE /customers/me/reviews/{id}. */
export function deleteReview(reviewId: number, api: ApiFetch = browserApiFetch) {
  return requestJson<{ message: string }>(api, `/customers/me/reviews/${reviewId}`, {
    method: 'DELETE',
  })
}

/**
 * Saving or deleting changes the product's page: its stars, its reviews and the customer's own
 * (every key of it starts with the product's own key).
 */
export function useSaveReview(productId: number) {
  return useRefreshingMutation(
    (request: { reviewId: number | null; input: ReviewInput }) =>
      saveReview({ productId, ...request }),
    productQuery(productId).queryKey,
  )
}

export function useDeleteReview(productId: number) {
  return useRefreshingMutation(deleteReview, productQuery(productId).queryKey)
}
