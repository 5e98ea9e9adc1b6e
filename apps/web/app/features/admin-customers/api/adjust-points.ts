import type { AdminPointAdjustment } from '@kyanma/shared'
import { staffRequest } from '#app/lib/staff-api.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADMIN_CUSTOMERS_KEY } from './customer-keys.ts'

export interface AdjustmentResult {
  message: string
  currentPoint: number
}

/** POST /admin/customers/{id}/points/adjustments. */
export function adjustPoints(id: number, body: AdminPointAdjustment) {
  return staffRequest<AdjustmentResult>(`/admin/customers/${id}/points/adjustments`, {
    method: 'POST',
    body,
  })
}

/** On success the customer's card, ledger and the list (its points column) load again. */
export function useAdjustPoints(id: number) {
  return useRefreshingMutation(
    (body: AdminPointAdjustment) => adjustPoints(id, body),
    ADMIN_CUSTOMERS_KEY,
  )
}
