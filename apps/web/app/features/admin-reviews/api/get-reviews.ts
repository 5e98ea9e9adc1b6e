import type { AdminListParams, AdminReview, ListResponse } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_REVIEWS_KEY } from './review-keys.ts'

/** GET /admin/reviews: newest first; `status` all, visible or hidden; `productId` one product's. */
export function reviewsQuery(
  params: AdminListParams,
  filters: { status: string; productId: string },
) {
  const query = listQueryString(params, filters)
  return queryOptions({
    queryKey: [...ADMIN_REVIEWS_KEY, 'list', query],
    queryFn: () => staffRequest<ListResponse<AdminReview>>(`/admin/reviews?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useAdminReviews = (
  params: AdminListParams,
  filters: { status: string; productId: string },
) => useQuery(reviewsQuery(params, filters))
