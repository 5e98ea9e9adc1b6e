import { type OrderImages, postImages, type UploadWatch } from './post-images.ts'
import { useOrderImagesUpload } from './use-order-images-upload.ts'

/**
 * POST /customers/me/orders/{id}/bankAttachment: the receipt images, each in a repeated
 * multipart field `attachmentFile` (spec section 7).
 */
export function uploadReceipts({ orderId, files }: OrderImages, watch?: UploadWatch) {
  const path = `/customers/me/orders/${orderId}/bankAttachment`
  return postImages<unknown>(path, 'attachmentFile', files, watch)
}

export function useUploadReceipts() {
  return useOrderImagesUpload(uploadReceipts)
}
