import type { AdminCouponList } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'

export const couponKeys = { all: ['admin', 'coupons'] as const }

/** GET /admin/coupons: one page of the coupons table. */
export const { query: couponListQuery, useList: useCouponList } = staffTable<AdminCouponList>(
  couponKeys.all,
  '/admin/coupons',
)
