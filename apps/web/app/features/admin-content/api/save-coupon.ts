import type { AdminCoupon, AdminCouponInput } from '@kyanma/shared'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { couponKeys } from './list-coupons.ts'

/** POST /admin/coupons (no id) or PUT /admin/coupons/{id}; the table reloads after. */
export function useSaveCoupon() {
  return useRefreshingMutation(
    ({ id, body }: { id: number | null; body: AdminCouponInput }) =>
      saveRecord<AdminCoupon>('/admin/coupons', id, body),
    couponKeys.all,
  )
}
