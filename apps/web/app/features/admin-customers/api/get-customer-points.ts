import type { AdminListParams, AdminPointLedgerRow, ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { adminCustomerKey } from './customer-keys.ts'

/** GET /admin/customers/{id}/points: the points ledger, newest first. */
export function customerPointsQuery(id: number, params: AdminListParams) {
  return staffTableQuery<ListResponse<AdminPointLedgerRow>>(
    [...adminCustomerKey(id), 'points'],
    `/admin/customers/${id}/points`,
    params,
  )
}

export const useCustomerPoints = (id: number, params: AdminListParams) =>
  useQuery(customerPointsQuery(id, params))
