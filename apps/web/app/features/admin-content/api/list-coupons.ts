import type { AdminCouponList, AdminListParams } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'

export const couponKeys = { all: ['admin', 'coupons'] as const }

/** GET /admin/coupons: one page of the coupons table. */
export function couponListQuery(params: AdminListParams) {
  return queryOptions({
    queryKey: [...couponKeys.all, params],
    queryFn: () => staffRequest<AdminCouponList>(`/admin/coupons?${listQueryString(params)}`),
    placeholderData: keepPreviousData,
  })
}

export const useCouponList = (params: AdminListParams) => useQuery(couponListQuery(params))
