import type { AdminOrderSummary } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_ORDERS_KEY } from './order-keys.ts'

/** GET /admin/orders/summary: the dashboard's counts. */
export function orderSummaryQuery() {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'summary'],
    queryFn: () => staffRequest<AdminOrderSummary>('/admin/orders/summary'),
  })
}

export function useOrderSummary() {
  return useQuery(orderSummaryQuery())
}
