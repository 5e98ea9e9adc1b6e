import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ORDER_QUERIES_KEY } from './order-keys.ts'
import type { OrderImages, UploadWatch } from './post-images.ts'

/**
 * An upload of images to a placed order (its bank receipts, its prescriptions): the order and its
 * lists are read again once it is in. Receipts and prescriptions differ only in where they go.
 */
export function useOrderImagesUpload<Answer>(
  upload: (images: OrderImages, watch?: UploadWatch) => Promise<Answer>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: OrderImages & { watch?: UploadWatch }) => upload(request, request.watch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
    // Tried even offline: post-images.ts waits for the connection and says so.
    networkMode: 'always',
    // A lost connection is said beside the upload, with its Try again button.
    meta: { connectionFailureShownInPlace: true },
  })
}
