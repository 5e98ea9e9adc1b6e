import type { AdminListParams, AdminOrderFilters, AdminOrderList } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_ORDERS_KEY } from './order-keys.ts'

/** GET /admin/orders: one page of every customer's orders, searched and filtered. */
export function adminOrdersQuery(params: AdminListParams, filters: AdminOrderFilters = {}) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', params, filters],
    queryFn: () =>
      staffRequest<AdminOrderList>(`/admin/orders?${listQueryString(params, { ...filters })}`),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  })
}

export function useAdminOrders(params: AdminListParams, filters: AdminOrderFilters = {}) {
  return useQuery(adminOrdersQuery(params, filters))
}
