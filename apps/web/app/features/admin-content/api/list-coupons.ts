import type { AdminCouponList, AdminListParams } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'

export const couponKeys = { all: ['admin', 'coupons'] as const }

/** GET /admin/coupons: one page of the coupons table. */
export function couponListQuery(params: AdminListParams) {
  return staffTableQuery<AdminCouponList>(couponKeys.all, '/admin/coupons', params)
}

export const useCouponList = (params: AdminListParams) => useQuery(couponListQuery(params))
