import type { Order, OrderCreateInput } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { PRESCRIPTION_QUERIES_KEY } from './get-prescriptions.ts'
import { ORDER_QUERIES_KEY } from './order-keys.ts'

export interface PlaceOrder {
  order: OrderCreateInput
  /** One per attempt: the server answers a repeat of the same attempt with the first answer. */
  idempotencyKey: string
}

/**
 * How long the checkout waits for the order's answer before it says the order is kept and will
 * be sent again (decision 045). Placing takes well under a second on the server and the request
 * is a few kilobytes; a slow 2G round trip or two stays far below this.
 */
export const ORDER_ANSWER_TIMEOUT_MS = 20_000

/** POST /customers/me/orders with the attempt's Idempotency-Key; answers 201 with the order. */
export function createOrder(
  { order, idempotencyKey }: PlaceOrder,
  api: ApiFetch = browserApiFetch,
) {
  return requestJson<Order>(api, '/customers/me/orders', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: ORDER_ANSWER_TIMEOUT_MS,
  })
}

export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (attempt: PlaceOrder) => createOrder(attempt),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
        // The prescriptions it names are now on an open order: no longer free for the next one.
        queryClient.invalidateQueries({ queryKey: PRESCRIPTION_QUERIES_KEY }),
      ]),
    // Sent even while the browser says it is offline: it fails at once and the checkout says the
    // order is kept (TanStack's default would pause it silently, the button spinning on).
    networkMode: 'always',
    // A lost connection is said on the checkout, which keeps the order and sends it again.
    meta: { connectionFailureShownInPlace: true },
  })
}
