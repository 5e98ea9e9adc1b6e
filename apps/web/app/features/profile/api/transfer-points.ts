import type { PointTransferInput, PointTransferResult } from '@kyanma/shared'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { POINT_QUERIES_KEY } from './point-keys.ts'

/**
 * POST /customers/me/point/transfers {toCustomer: {id}, fromCustomer: {id}, points, note}:
 * answers the message and the sender's new balance. Refusals (not enough points, oneself, no such
 * customer, too many transfers) answer {code, message}, shown in a red toast.
 */
export function transferPoints(input: PointTransferInput, api: ApiFetch = browserApiFetch) {
  return requestJson<PointTransferResult>(api, '/customers/me/point/transfers', {
    method: 'POST',
    body: input,
  })
}

/** Transfers points; the history shows the transfer at once. */
export function useTransferPoints() {
  return useRefreshingMutation(transferPoints, POINT_QUERIES_KEY)
}
