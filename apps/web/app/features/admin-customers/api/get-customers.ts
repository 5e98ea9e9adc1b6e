import type { AdminCustomerRow, ListResponse } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_CUSTOMERS_KEY } from './customer-keys.ts'

/** GET /admin/customers: one page, searched and sorted by the server. */
export const { query: customersQuery, useList: useCustomers } = staffTable<
  ListResponse<AdminCustomerRow>
>([...ADMIN_CUSTOMERS_KEY, 'list'], '/admin/customers')
