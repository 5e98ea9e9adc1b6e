import type { Order, PaymentTypeChange } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { ORDER_QUERIES_KEY } from './order-keys.ts'

export interface ChangePaymentType {
  orderId: number
  change: PaymentTypeChange
}

/** PUT /customers/me/orders/{id}/payment-type: another way to pay a waiting order (decision 043). */
export function changePaymentType(
  { orderId, change }: ChangePaymentType,
  api: ApiFetch = browserApiFetch,
) {
  return requestJson<Order>(api, `/customers/me/orders/${orderId}/payment-type`, {
    method: 'PUT',
    body: change,
  })
}

export function useChangePaymentType() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: ChangePaymentType) => changePaymentType(request),
    // Also after a refusal: "already paid" means the server has just applied the payment.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
  })
}
