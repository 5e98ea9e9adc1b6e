import type { AdminListParams, AdminPointLedgerRow, ListResponse } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { adminCustomerKey } from './customer-keys.ts'

/** GET /admin/customers/{id}/points: the points ledger, newest first. */
export function customerPointsQuery(id: number, params: AdminListParams) {
  const query = listQueryString(params)
  return queryOptions({
    queryKey: [...adminCustomerKey(id), 'points', query],
    queryFn: () =>
      staffRequest<ListResponse<AdminPointLedgerRow>>(`/admin/customers/${id}/points?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useCustomerPoints = (id: number, params: AdminListParams) =>
  useQuery(customerPointsQuery(id, params))
