import { PRESCRIPTION_MAX_FILES } from '@kyanma/shared'
import { Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useUploadOrderPrescriptions } from '#app/features/orders/api/upload-order-prescriptions.ts'
import {
  PRESCRIPTION_ACCEPT,
  screenPrescriptionFiles,
} from '#app/features/orders/prescription-files.ts'
import { useUploadBox } from '#app/features/orders/use-upload-box.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { prescriptionTexts } from '#app/locales/en/prescriptions.ts'
import { ImagePicker } from '../shared/image-picker.tsx'
import { UploadStatus } from '../shared/upload-status.tsx'

/**
 * Sends the order its (new) prescription photos, all chosen at once in one request: the order
 * then goes to the pharmacist. Refused photos do not count against the limit, so a whole new
 * set always fits. Shows the upload's progress and tries again after a dropped connection.
 */
export function PrescriptionUpload({ orderId }: { orderId: number }) {
  const texts = useTexts(prescriptionTexts)
  const upload = useUploadOrderPrescriptions()
  const [problem, setProblem] = useState<string | null>(null)
  // Refusals toast on their own; the order coming back with the pharmacist removes this box.
  const box = useUploadBox(
    (files, watch) => upload.mutateAsync({ orderId, files, watch }),
    () => void notify.success(texts.order.sent),
  )
  const choose = (files: File[]) => {
    const { accepted, problem: refused } = screenPrescriptionFiles(files, PRESCRIPTION_MAX_FILES)
    setProblem(refused && texts[refused])
    if (accepted.length > 0) box.send(accepted)
  }
  return (
    <Stack gap="xs">
      <ImagePicker
        hint={texts.hint}
        label={texts.choose}
        cameraLabel={texts.camera}
        accept={PRESCRIPTION_ACCEPT}
        onFiles={choose}
        busy={upload.isPending}
      />
      <UploadStatus state={box.state} onRetry={box.retry} />
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  )
}
