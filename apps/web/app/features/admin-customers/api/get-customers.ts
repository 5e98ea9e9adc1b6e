import type { AdminCustomerRow, AdminListParams, ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_CUSTOMERS_KEY } from './customer-keys.ts'

/** GET /admin/customers: one page, searched and sorted by the server. */
export function customersQuery(params: AdminListParams) {
  return staffTableQuery<ListResponse<AdminCustomerRow>>(
    [...ADMIN_CUSTOMERS_KEY, 'list'],
    '/admin/customers',
    params,
  )
}

export const useCustomers = (params: AdminListParams) => useQuery(customersQuery(params))
