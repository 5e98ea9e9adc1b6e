import type { AdminOrderPrescription } from '@kyanma/shared'
import { Text } from '@mantine/core'
import { ImageGallery } from '#app/components/admin/image-gallery.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'

type File = AdminOrderPrescription['files'][number]

/** What the pharmacist should know of an image: approved before (reused), or refused. */
function caption(file: File, texts: typeof adminPrescriptions, format: Formatters) {
  const earlier = file.previouslyApproved
  if (earlier)
    return (
      <Text size="xs" c="teal" maw={320}>
        {texts.review.approvedBefore(
          earlier.by ?? '',
          earlier.validUntil ? format.longDate(earlier.validUntil) : '',
        )}
      </Text>
    )
  if (file.status === 'REFUSED')
    return (
      <Text size="xs" c="red">
        {texts.review.refusedImage}
      </Text>
    )
  return undefined
}

/** An order's prescription images (oldest first), each opening large; none yet, says so. */
export function PrescriptionImages(props: { files: File[]; size: 'thumbnail' | 'large' }) {
  const texts = useTexts(adminPrescriptions)
  const format = useFormat()
  if (props.files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {texts.noImages}
      </Text>
    )
  return (
    <ImageGallery
      size={props.size}
      images={props.files.map((file, index) => ({
        path: `/admin/prescriptions/${file.id}/file`,
        alt: texts.review.imageAlt(index + 1),
        caption: caption(file, texts, format),
      }))}
    />
  )
}
