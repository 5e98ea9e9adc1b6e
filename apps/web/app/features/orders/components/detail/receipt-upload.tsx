import { notify } from '../../../../lib/notify.ts'
import { useTexts } from '../../../../lib/texts.ts'
import { orders } from '../../../../locales/en/orders.ts'
import { useUploadReceipts } from '../../api/upload-receipts.ts'
import { ImagePicker } from '../shared/image-picker.tsx'

/**
 * The receipt upload box (spec sections 2 and 5): image files only, several at once. The server
 * checks the files' real content; this only keeps other files from being sent at all.
 */
export function ReceiptUpload({ orderId }: { orderId: number }) {
  const texts = useTexts(orders)
  const upload = useUploadReceipts()
  const send = (files: File[]) => {
    const images = files.filter((file) => file.type.startsWith('image/'))
    if (images.length === 0) return
    upload.mutate(
      { orderId, files: images },
      { onSuccess: () => void notify.success(texts.detail.uploaded) },
    )
  }
  return (
    <ImagePicker
      hint={texts.detail.uploadHint}
      label={texts.detail.upload}
      accept="image/*"
      onFiles={send}
      busy={upload.isPending}
    />
  )
}
