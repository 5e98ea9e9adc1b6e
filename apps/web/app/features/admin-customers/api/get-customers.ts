import type { AdminCustomerRow, AdminListParams, ListResponse } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_CUSTOMERS_KEY } from './customer-keys.ts'

/** GET /admin/customers: one page, searched and sorted by the server. */
export function customersQuery(params: AdminListParams) {
  const query = listQueryString(params)
  return queryOptions({
    queryKey: [...ADMIN_CUSTOMERS_KEY, 'list', query],
    queryFn: () => staffRequest<ListResponse<AdminCustomerRow>>(`/admin/customers?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useCustomers = (params: AdminListParams) => useQuery(customersQuery(params))
