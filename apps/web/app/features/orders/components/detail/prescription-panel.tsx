import type { Order } from '@kyanma/shared'
import { Stack } from '@mantine/core'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { prescriptionTexts } from '#app/locales/en/prescriptions.ts'
import { ImageThumbnails } from '../shared/image-thumbnails.tsx'
import { PrescriptionNote } from './prescription-note.tsx'
import { PrescriptionUpload } from './prescription-upload.tsx'

/**
 * The order's prescription (decision 044): where the pharmacist's check stands, the photos the
 * order carries (refused ones too), and the upload while a photo is awaited or a new one is
 * asked for. A cancelled order keeps only its photos; an order with no prescription shows none.
 */
export function PrescriptionPanel({ order }: { order: Order }) {
  const texts = useTexts(prescriptionTexts)
  const prescription = order.prescription
  const cancelled = order.status === 'CANCELLED'
  if (!prescription || (cancelled && prescription.files.length === 0)) return null
  const canSend =
    !cancelled && (prescription.status === 'AWAITING_UPLOAD' || prescription.status === 'REFUSED')
  return (
    <SectionCard title={texts.title}>
      <Stack gap="md" data-testid="prescription-panel">
        {!cancelled && <PrescriptionNote prescription={prescription} />}
        <ImageThumbnails
          label={texts.photos}
          images={prescription.files.map((file, index) => ({
            key: file.id,
            url: file.urls.private,
            alt: texts.photoAlt(index + 1),
          }))}
        />
        {canSend && <PrescriptionUpload orderId={order.id} />}
      </Stack>
    </SectionCard>
  )
}
