import type { Order } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { ORDER_QUERIES_KEY } from './order-keys.ts'

/** What "pay" answers: paid meanwhile (found by asking the gateway), or the page to go to. */
export type PayAnswer = { status: 'PAID'; order: Order } | { status: 'STARTED'; value: string }

/**
 * POST /customers/me/orders/{id}/payment (decision 041): the server first asks the gateway about
 * the order's undecided payments, so paying again never charges twice.
 */
export function payOrder(orderId: number, api: ApiFetch = browserApiFetch) {
  return requestJson<PayAnswer>(api, `/customers/me/orders/${orderId}/payment`, {
    method: 'POST',
  })
}

export function usePayOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderId: number) => payOrder(orderId),
    onSuccess: (answer) => {
      if (answer.status === 'PAID')
        return queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY })
    },
  })
}
