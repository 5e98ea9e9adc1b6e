import type {
  AdminCustomerOrderRow,
  AdminListParams,
  AdminPointLedgerRow,
  ListResponse,
} from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { adminCustomerKey } from './customer-keys.ts'

/**
 * GET /admin/customers/{id}/orders or /points: one page of one of the customer page's two tables
 * (the customer's orders, the points ledger newest first), cached under the customer's key.
 */
function customerRecordsQuery<Row>(
  records: 'orders' | 'points',
  id: number,
  params: AdminListParams,
) {
  return staffTableQuery<ListResponse<Row>>(
    [...adminCustomerKey(id), records],
    `/admin/customers/${id}/${records}`,
    params,
  )
}

export const useCustomerOrders = (id: number, params: AdminListParams) =>
  useQuery(customerRecordsQuery<AdminCustomerOrderRow>('orders', id, params))

export const useCustomerPoints = (id: number, params: AdminListParams) =>
  useQuery(customerRecordsQuery<AdminPointLedgerRow>('points', id, params))
