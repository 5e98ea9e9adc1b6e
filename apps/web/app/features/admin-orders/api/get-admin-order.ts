import type { AdminOrderDetail } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_ORDERS_KEY } from './order-keys.ts'

/** GET /admin/orders/{id}: one order with everything staff act on. */
export function adminOrderQuery(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'detail', id],
    queryFn: () => staffRequest<AdminOrderDetail>(`/admin/orders/${id}`),
  })
}

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQuery(id))
}
