import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ORDER_QUERIES_KEY } from './order-keys.ts'

export interface CancelOrder {
  id: number
  reason: string
}

/** DELETE /customers/me/orders/{id}?reason=...: answers {message: 'Order canceled successful!'}. */
export function cancelOrder({ id, reason }: CancelOrder, api: ApiFetch = browserApiFetch) {
  const query = new URLSearchParams({ reason })
  return requestJson<{ message: string }>(api, `/customers/me/orders/${id}?${query}`, {
    method: 'DELETE',
  })
}

/** Cancels an own order; the order and every list it is in show the new status. */
export function useCancelOrder() {
  return useRefreshingMutation(cancelOrder, ORDER_QUERIES_KEY)
}
