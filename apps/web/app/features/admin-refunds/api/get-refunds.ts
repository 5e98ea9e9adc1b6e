import type { AdminListParams, AdminRefundList, RefundState } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_REFUNDS_KEY } from './refund-keys.ts'

/** GET /admin/refunds: money still to give back (DUE) or given back (DONE). */
export function refundsQuery(params: AdminListParams, state: RefundState) {
  return staffTableQuery<AdminRefundList>(
    [...ADMIN_REFUNDS_KEY, 'list'],
    '/admin/refunds',
    params,
    { state },
  )
}

export const useRefunds = (params: AdminListParams, state: RefundState) =>
  useQuery(refundsQuery(params, state))
