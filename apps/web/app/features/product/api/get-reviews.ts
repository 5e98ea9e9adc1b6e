import { type ListResponse, PAGE_SIZE, type Review } from '@kyanma/shared'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /public/products/{id}/reviews, newest first, one zero-based page after another. */
export function reviewsQuery(productId: number, api: ApiFetch = browserApiFetch) {
  const size = PAGE_SIZE.reviews
  return infiniteQueryOptions({
    queryKey: ['products', 'detail', productId, 'reviews'],
    queryFn: ({ pageParam }) =>
      requestJson<ListResponse<Review>>(
        api,
        `/public/products/${productId}/reviews?page=${pageParam}&size=${size}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0)
      return loaded < last.total && last.data.length > 0 ? pages.length : undefined
    },
  })
}

export function useReviews(productId: number) {
  return useInfiniteQuery(reviewsQuery(productId))
}
