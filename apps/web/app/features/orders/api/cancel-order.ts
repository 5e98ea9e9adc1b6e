import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
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

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CancelOrder) => cancelOrder(request),
    // The order and every list it is in show the new status.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
  })
}
