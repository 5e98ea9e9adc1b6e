import type { OrderPrescriptionStatus } from '@kyanma/shared'
import { Badge } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'

/** Yellow waits on the pharmacist, grey on the customer; red refused, green approved. */
const COLORS: Record<OrderPrescriptionStatus, string> = {
  WAITING_CHECK: 'yellow',
  AWAITING_UPLOAD: 'gray',
  REFUSED: 'red',
  APPROVED: 'green',
}

export function PrescriptionStatusBadge({ status }: { status: OrderPrescriptionStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="prescription-status">
      {useTexts(adminPrescriptions).statuses[status]}
    </Badge>
  )
}
