import type { AdminListParams, AdminOrderFilters, AdminOrderList } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_ORDERS_KEY } from './order-keys.ts'

/** GET /admin/orders: one page of every customer's orders, searched and filtered. */
export function adminOrdersQuery(params: AdminListParams, filters: AdminOrderFilters = {}) {
  return staffTableQuery<AdminOrderList>([...ADMIN_ORDERS_KEY, 'list'], '/admin/orders', params, {
    ...filters,
  })
}

export function useAdminOrders(params: AdminListParams, filters: AdminOrderFilters = {}) {
  return useQuery(adminOrdersQuery(params, filters))
}
