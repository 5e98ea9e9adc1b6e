import type { AdminListParams, AdminReview, ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_REVIEWS_KEY } from './review-keys.ts'

/** GET /admin/reviews: newest first; `status` all, visible or hidden; `productId` one product's. */
export function reviewsQuery(
  params: AdminListParams,
  filters: { status: string; productId: string },
) {
  return staffTableQuery<ListResponse<AdminReview>>(
    [...ADMIN_REVIEWS_KEY, 'list'],
    '/admin/reviews',
    params,
    filters,
  )
}

export const useAdminReviews = (
  params: AdminListParams,
  filters: { status: string; productId: string },
) => useQuery(reviewsQuery(params, filters))
