import type { AdminReview, ListResponse } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_REVIEWS_KEY } from './review-keys.ts'

/** GET /admin/reviews: newest first; `status` all, visible or hidden; `productId` one product's. */
export const { query: reviewsQuery, useList: useAdminReviews } = staffTable<
  ListResponse<AdminReview>,
  { status: string; productId: string }
>([...ADMIN_REVIEWS_KEY, 'list'], '/admin/reviews')
