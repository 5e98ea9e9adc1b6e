import type { Order } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ORDER_QUERIES_KEY } from './order-keys.ts'
import { type OrderImages, postImages, type UploadWatch } from './post-images.ts'
import { PRESCRIPTION_FIELD } from './prescription-field.ts'

/**
 * POST /customers/me/orders/{id}/prescriptions: a (new) prescription for an order that waits
 * for one or whose prescription the pharmacist refused; answers the order, now with the
 * pharmacist.
 */
export function uploadOrderPrescriptions({ orderId, files }: OrderImages, watch?: UploadWatch) {
  const path = `/customers/me/orders/${orderId}/prescriptions`
  return postImages<Order>(path, PRESCRIPTION_FIELD, files, watch)
}

export function useUploadOrderPrescriptions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: OrderImages & { watch?: UploadWatch }) =>
      uploadOrderPrescriptions(request, request.watch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
    // Tried even offline: post-images.ts waits for the connection and says so.
    networkMode: 'always',
    // A lost connection is said beside the upload, with its Try again button.
    meta: { connectionFailureShownInPlace: true },
  })
}
