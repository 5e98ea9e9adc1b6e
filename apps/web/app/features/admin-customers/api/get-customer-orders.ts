import type { AdminCustomerOrderRow, AdminListParams, ListResponse } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { adminCustomerKey } from './customer-keys.ts'

/** GET /admin/customers/{id}/orders: the customer's orders, paged. */
export function customerOrdersQuery(id: number, params: AdminListParams) {
  const query = listQueryString(params)
  return queryOptions({
    queryKey: [...adminCustomerKey(id), 'orders', query],
    queryFn: () =>
      staffRequest<ListResponse<AdminCustomerOrderRow>>(`/admin/customers/${id}/orders?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useCustomerOrders = (id: number, params: AdminListParams) =>
  useQuery(customerOrdersQuery(id, params))
