import type { Prescription } from '@kyanma/shared'
import { Stack, Text } from '@mantine/core'
import type { Ref } from 'react'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import type { CheckoutItem } from '#app/features/orders/checkout-item.ts'
import { PRESCRIPTION_ACCEPT } from '#app/features/orders/prescription-files.ts'
import type { usePrescriptionChoice } from '#app/features/orders/use-prescription-choice.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { prescriptionTexts } from '#app/locales/en/prescriptions.ts'
import { uploadTexts } from '#app/locales/en/uploads.ts'
import { ImagePicker } from '../shared/image-picker.tsx'
import { ImageThumbnails } from '../shared/image-thumbnails.tsx'
import { EarlierPrescriptions } from './earlier-prescriptions.tsx'

/**
 * The checkout's prescription step (decision 044), shown when a product in the cart needs one:
 * which products, photos taken or chosen (each uploaded at once, with a busy mark until it is
 * stored), and earlier prescriptions to tick instead. What is wrong shows under it.
 */
export function PrescriptionSection(props: {
  items: readonly CheckoutItem[]
  choice: ReturnType<typeof usePrescriptionChoice>
  ref?: Ref<HTMLDivElement>
}) {
  const texts = useTexts(prescriptionTexts)
  const uploads = useTexts(uploadTexts)
  const format = useFormat()
  const langOf = useLangOf()
  const { choice } = props
  // Approved ones first, with their validity; then photos sent before and not checked yet.
  const groups = [
    {
      title: texts.checkout.approvedBefore,
      items: choice.earlier.filter((item) => item.status === 'APPROVED'),
      describe: (item: Prescription) =>
        texts.checkout.validUntil(format.longDate(item.validUntil ?? '')),
    },
    {
      title: texts.checkout.sentBefore,
      items: choice.earlier.filter((item) => item.status !== 'APPROVED'),
      describe: (item: Prescription) => texts.checkout.sentOn(format.longDate(item.createdAt)),
    },
  ]
  const full = choice.room <= 0
  return (
    <div ref={props.ref}>
      <SectionCard title={texts.title}>
        <Stack gap="md">
          <div>
            <Text size="sm">{texts.checkout.neededFor}</Text>
            <Stack component="ul" gap={2} my={4} pl="lg" aria-label={texts.checkout.neededFor}>
              {props.items.map((item) => (
                <Text component="li" size="sm" fw={600} key={item.id} lang={langOf(item, 'name')}>
                  {item.name}
                </Text>
              ))}
            </Stack>
            <Text size="sm" c="dimmed">
              {texts.pharmacistChecks}
            </Text>
          </div>
          <ImagePicker
            hint={texts.hint}
            label={texts.choose}
            cameraLabel={texts.camera}
            accept={PRESCRIPTION_ACCEPT}
            onFiles={choice.add}
            disabled={full}
          />
          <ImageThumbnails
            label={texts.photos}
            images={choice.photos.map((photo, index) => ({
              key: photo.key,
              url: photo.preview || (photo.sent?.urls.private ?? ''),
              alt: texts.photoAlt(index + 1),
              busy: photo.sent === null,
              progress: photo.upload.phase === 'sending' ? photo.upload.progress : undefined,
              onRetry: photo.upload.phase === 'failed' ? () => choice.retry(photo.key) : undefined,
              retryLabel: uploads.retryPhoto(index + 1),
              onRemove: () => choice.remove(photo.key),
              removeLabel: texts.remove(index + 1),
            }))}
          />
          {groups.map((group) => (
            <EarlierPrescriptions
              key={group.title}
              {...group}
              chosen={choice.ticked}
              onToggle={choice.toggle}
              full={full}
            />
          ))}
          {choice.problem && (
            <Text size="sm" c="red" role="alert" data-testid="prescription-problem">
              {choice.problem}
            </Text>
          )}
        </Stack>
      </SectionCard>
    </div>
  )
}
