import type { AdminOrderStatusChange, OrderStatus } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_ORDERS_KEY } from './order-keys.ts'

/** PUT /admin/orders/{id}/status: one step of the status machine (a cancel carries its reason). */
export function changeOrderStatus(id: number, change: AdminOrderStatusChange) {
  return staffRequest<{ message: string }>(`/admin/orders/${id}/status`, {
    method: 'PUT',
    body: change,
  })
}

/** The order, the lists and the dashboard's counts all change with a status: they refetch. */
export function useChangeOrderStatus(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { status: OrderStatus; note?: string }) => changeOrderStatus(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  })
}
