import type { AdminCustomerOrderRow, AdminListParams, ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { adminCustomerKey } from './customer-keys.ts'

/** GET /admin/customers/{id}/orders: the customer's orders, paged. */
export function customerOrdersQuery(id: number, params: AdminListParams) {
  return staffTableQuery<ListResponse<AdminCustomerOrderRow>>(
    [...adminCustomerKey(id), 'orders'],
    `/admin/customers/${id}/orders`,
    params,
  )
}

export const useCustomerOrders = (id: number, params: AdminListParams) =>
  useQuery(customerOrdersQuery(id, params))
