import type { Order } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch } from '../../../lib/api-client.ts'
import { ORDER_QUERIES_KEY } from './order-keys.ts'
import { type OrderImages, postImages } from './post-images.ts'
import { PRESCRIPTION_FIELD } from './prescription-field.ts'

/**
 * POST /customers/me/orders/{id}/prescriptions: a (new) prescription for an order that waits
 * for one or whose prescription the pharmacist refused; answers the order, now with the
 * pharmacist.
 */
export function uploadOrderPrescriptions(
  { orderId, files }: OrderImages,
  api: ApiFetch = browserApiFetch,
) {
  const path = `/customers/me/orders/${orderId}/prescriptions`
  return postImages<Order>(api, path, PRESCRIPTION_FIELD, files)
}

export function useUploadOrderPrescriptions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: OrderImages) => uploadOrderPrescriptions(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
  })
}
