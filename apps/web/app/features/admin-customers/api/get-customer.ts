import type { AdminCustomerDetail } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { adminCustomerKey } from './customer-keys.ts'

/** GET /admin/customers/{id}: the profile card. */
export function customerQuery(id: number) {
  return queryOptions({
    queryKey: [...adminCustomerKey(id), 'detail'],
    queryFn: () => staffRequest<AdminCustomerDetail>(`/admin/customers/${id}`),
  })
}

export const useCustomer = (id: number) => useQuery({ ...customerQuery(id), enabled: id > 0 })
