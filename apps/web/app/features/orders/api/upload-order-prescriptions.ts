import type { Order } from '@kyanma/shared'
import { type OrderImages, postImages, type UploadWatch } from './post-images.ts'
import { PRESCRIPTION_FIELD } from './prescription-field.ts'
import { useOrderImagesUpload } from './use-order-images-upload.ts'

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
  return useOrderImagesUpload(uploadOrderPrescriptions)
}
