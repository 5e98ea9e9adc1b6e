import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '../../../lib/api-client.ts'
import { ORDER_QUERIES_KEY } from './order-keys.ts'

export interface UploadReceipts {
  orderId: number
  files: readonly File[]
}

/**
 * POST /customers/me/orders/{id}/bankAttachment: the receipt images, each in a repeated
 * multipart field `attachmentFile` (spec section 7).
 */
export function uploadReceipts(
  { orderId, files }: UploadReceipts,
  api: ApiFetch = browserApiFetch,
) {
  const form = new FormData()
  for (const file of files) form.append('attachmentFile', file)
  return requestJson<unknown>(api, `/customers/me/orders/${orderId}/bankAttachment`, {
    method: 'POST',
    body: form,
  })
}

export function useUploadReceipts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: UploadReceipts) => uploadReceipts(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
  })
}
