import type { AdminCoupon, AdminCouponInput } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { couponKeys } from './list-coupons.ts'

/** POST /admin/coupons (no id) or PUT /admin/coupons/{id}; the table reloads after. */
export function useSaveCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminCouponInput }) =>
      saveRecord<AdminCoupon>('/admin/coupons', id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  })
}
