import type { AdminRefundAction, AdminRefundRow } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ADMIN_ORDERS_KEY } from '#app/features/admin-orders/api/order-keys.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_REFUNDS_KEY } from './refund-keys.ts'

/** POST /admin/refunds/{id}: through the gateway, or by hand with a reference. */
export function giveRefund(id: number, action: AdminRefundAction) {
  return staffRequest<AdminRefundRow>(`/admin/refunds/${id}`, { method: 'POST', body: action })
}

export function useGiveRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AdminRefundAction }) =>
      giveRefund(id, action),
    onSuccess: async () => {
      // The lists and the dashboard's count (the order summary) both change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_REFUNDS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ])
    },
  })
}
