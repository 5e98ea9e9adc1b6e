import type { AdminListParams, AdminRefundList, RefundState } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_REFUNDS_KEY } from './refund-keys.ts'

/** GET /admin/refunds: money still to give back (DUE) or given back (DONE). */
export function refundsQuery(params: AdminListParams, state: RefundState) {
  const query = listQueryString(params, { state })
  return queryOptions({
    queryKey: [...ADMIN_REFUNDS_KEY, 'list', query],
    queryFn: () => staffRequest<AdminRefundList>(`/admin/refunds?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useRefunds = (params: AdminListParams, state: RefundState) =>
  useQuery(refundsQuery(params, state))
