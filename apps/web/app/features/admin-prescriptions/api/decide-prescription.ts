import type { AdminOrderDetail, AdminPrescriptionDecision } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminOrderQuery } from '#app/features/admin-orders/api/get-admin-order.ts'
import { ADMIN_ORDERS_KEY } from '#app/features/admin-orders/api/order-keys.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_PRESCRIPTIONS_KEY } from './prescription-keys.ts'

/** POST /admin/orders/{id}/prescription: approve until a date, or refuse with a reason. */
export function decidePrescription(orderId: number, decision: AdminPrescriptionDecision) {
  return staffRequest<AdminOrderDetail>(`/admin/orders/${orderId}/prescription`, {
    method: 'POST',
    body: decision,
  })
}

export function useDecidePrescription(orderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (decision: AdminPrescriptionDecision) => decidePrescription(orderId, decision),
    onSuccess: async (order) => {
      // The answer is the order as it now is; the queue, the order lists and the dashboard's
      // count (the order summary) change too.
      queryClient.setQueryData(adminOrderQuery(orderId).queryKey, order)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_PRESCRIPTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ])
    },
  })
}
