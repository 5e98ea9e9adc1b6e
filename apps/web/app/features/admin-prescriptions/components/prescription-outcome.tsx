import type { AdminOrderPrescription } from '@kyanma/shared'
import { Stack, Text } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'

/** Where the prescription stands: who decided and when, the refusal's reason, the deadline. */
export function PrescriptionOutcome({ prescription }: { prescription: AdminOrderPrescription }) {
  const texts = useTexts(adminPrescriptions).outcome
  const format = useFormat()
  const { reviewedBy, reviewedAt, refusalReason, dueAt } = prescription
  return (
    <Stack gap={4}>
      {reviewedBy && reviewedAt && (
        <Text size="sm">{texts.reviewedBy(reviewedBy, format.dateTime(reviewedAt))}</Text>
      )}
      {refusalReason && (
        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          {texts.reason(refusalReason)}
        </Text>
      )}
      {prescription.status === 'AWAITING_UPLOAD' && (
        <Text size="sm" c="dimmed">
          {texts.waitingUpload}
        </Text>
      )}
      {dueAt && (
        <Text size="sm" c="orange">
          {texts.dueBy(format.dateTime(dueAt))}
        </Text>
      )}
    </Stack>
  )
}
