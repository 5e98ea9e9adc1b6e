import { Stack } from '@mantine/core'
import { useUploadReceipts } from '#app/features/orders/api/upload-receipts.ts'
import { useUploadBox } from '#app/features/orders/use-upload-box.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { ImagePicker } from '../shared/image-picker.tsx'
import { UploadStatus } from '../shared/upload-status.tsx'

/**
 * The receipt upload box (spec sections 2 and 5): image files only, several at once. The server
 * checks the files' real content; this only keeps other files from being sent at all. Shows
 * how far the upload is, tries again by itself after a dropped connection, and keeps the files
 * for a Try again when the connection stays down.
 */
export function ReceiptUpload({ orderId }: { orderId: number }) {
  const texts = useTexts(orders)
  const upload = useUploadReceipts()
  const box = useUploadBox(
    (files, watch) => upload.mutateAsync({ orderId, files, watch }),
    () => void notify.success(texts.detail.uploaded),
  )
  const choose = (files: File[]) => {
    const images = files.filter((file) => file.type.startsWith('image/'))
    if (images.length > 0) box.send(images)
  }
  return (
    <Stack gap="xs">
      <ImagePicker
        hint={texts.detail.uploadHint}
        label={texts.detail.upload}
        accept="image/*"
        onFiles={choose}
        busy={upload.isPending}
      />
      <UploadStatus state={box.state} onRetry={box.retry} />
    </Stack>
  )
}
