import { withRetries } from '#app/lib/retry.ts'
import { sendFormWithProgress } from '#app/lib/send-form.ts'
import { shrinkPhoto } from '#app/lib/shrink-photo.ts'

/** Pictures for one of the customer's orders (receipts, prescriptions). */
export interface OrderImages {
  orderId: number
  files: readonly File[]
}

/** Who watches an upload: the share sent so far (0 to 1), and each pause before a new try. */
export interface UploadWatch {
  onProgress?: (fraction: number) => void
  onRetry?: () => void
}

/**
 * A multipart POST of image files, each in the repeated field `field` (receipts, prescriptions),
 * sent again on its own after a dropped connection (lib/retry.ts). A retry sends the whole
 * request again: the server keeps no half of one, which is why large photos are shrunk first
 * (lib/shrink-photo.ts), once for all tries.
 */
export async function postImages<T>(
  path: string,
  field: string,
  files: readonly File[],
  watch: UploadWatch = {},
) {
  const shrunk = await Promise.all(files.map(shrinkPhoto))
  const send = () => {
    const form = new FormData()
    for (const file of shrunk) form.append(field, file)
    return sendFormWithProgress<T>(path, form, watch.onProgress)
  }
  return withRetries(send, { onRetry: watch.onRetry })
}
