import type { AdminCoupon, AdminCouponInput } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { couponKeys } from './list-coupons.ts'

/** POST /admin/coupons (no id) or PUT /admin/coupons/{id}; the table reloads after. */
export function useSaveCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminCouponInput }) =>
      staffRequest<AdminCoupon>(id === null ? '/admin/coupons' : `/admin/coupons/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  })
}
