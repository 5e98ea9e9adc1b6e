import type { AdminOrderStatusChange, OrderStatus } from '@kyanma/shared'
import { staffRequest } from '#app/lib/staff-api.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
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
  return useRefreshingMutation(
    (change: { status: OrderStatus; note?: string }) => changeOrderStatus(id, change),
    ADMIN_ORDERS_KEY,
  )
}
