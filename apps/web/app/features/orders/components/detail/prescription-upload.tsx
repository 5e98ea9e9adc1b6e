import { PRESCRIPTION_MAX_FILES } from '@kyanma/shared'
import { Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { notify } from '../../../../lib/notify.ts'
import { useTexts } from '../../../../lib/texts.ts'
import { prescriptionTexts } from '../../../../locales/en/prescriptions.ts'
import { useUploadOrderPrescriptions } from '../../api/upload-order-prescriptions.ts'
import { PRESCRIPTION_ACCEPT, screenPrescriptionFiles } from '../../prescription-files.ts'
import { ImagePicker } from '../shared/image-picker.tsx'

/**
 * Sends the order its (new) prescription photos, all chosen at once in one request: the order
 * then goes to the pharmacist. Refused photos do not count against the limit, so a whole new
 * set always fits.
 */
export function PrescriptionUpload({ orderId }: { orderId: number }) {
  const texts = useTexts(prescriptionTexts)
  const upload = useUploadOrderPrescriptions()
  const [problem, setProblem] = useState<string | null>(null)
  const send = (files: File[]) => {
    const { accepted, problem: refused } = screenPrescriptionFiles(files, PRESCRIPTION_MAX_FILES)
    setProblem(refused && texts[refused])
    if (accepted.length === 0) return
    // The promise, not `mutate`'s callbacks: the order coming back with the pharmacist removes
    // this box, and callbacks given to `mutate` are dropped with it (a refusal toasts on its own).
    upload.mutateAsync({ orderId, files: accepted }).then(
      () => notify.success(texts.order.sent),
      () => {},
    )
  }
  return (
    <Stack gap="xs">
      <ImagePicker
        hint={texts.hint}
        label={texts.choose}
        cameraLabel={texts.camera}
        accept={PRESCRIPTION_ACCEPT}
        onFiles={send}
        busy={upload.isPending}
      />
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  )
}
