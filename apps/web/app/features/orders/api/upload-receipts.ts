import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch } from '../../../lib/api-client.ts'
import { ORDER_QUERIES_KEY } from './order-keys.ts'
import { type OrderImages, postImages } from './post-images.ts'

/**
 * POST /customers/me/orders/{id}/bankAttachment: the receipt images, each in a repeated
 * multipart field `attachmentFile` (spec section 7).
 */
export function uploadReceipts({ orderId, files }: OrderImages, api: ApiFetch = browserApiFetch) {
  const path = `/customers/me/orders/${orderId}/bankAttachment`
  return postImages<unknown>(api, path, 'attachmentFile', files)
}

export function useUploadReceipts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: OrderImages) => uploadReceipts(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
  })
}
