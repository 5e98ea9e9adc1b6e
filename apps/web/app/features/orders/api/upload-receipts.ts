import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ORDER_QUERIES_KEY } from './order-keys.ts'
import { type OrderImages, postImages, type UploadWatch } from './post-images.ts'

/**
 * POST /customers/me/orders/{id}/bankAttachment: the receipt images, each in a repeated
 * multipart field `attachmentFile` (spec section 7).
 */
export function uploadReceipts({ orderId, files }: OrderImages, watch?: UploadWatch) {
  const path = `/customers/me/orders/${orderId}/bankAttachment`
  return postImages<unknown>(path, 'attachmentFile', files, watch)
}

export function useUploadReceipts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: OrderImages & { watch?: UploadWatch }) =>
      uploadReceipts(request, request.watch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
    // Tried even offline: post-images.ts waits for the connection and says so.
    networkMode: 'always',
    // A lost connection is said beside the upload, with its Try again button.
    meta: { connectionFailureShownInPlace: true },
  })
}
