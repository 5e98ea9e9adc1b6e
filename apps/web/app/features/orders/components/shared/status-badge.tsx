import type { Order, OrderStatus } from '@kyanma/shared'
import { Badge } from '@mantine/core'
import { prescriptionHold } from '#app/features/orders/prescription-hold.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { prescriptionTexts } from '#app/locales/en/prescriptions.ts'

/** Spec section 4: red for any status containing CANCEL, yellow for all others. */
export function statusColor(status: string): 'red' | 'yellow' {
  return status.includes('CANCEL') ? 'red' : 'yellow'
}

/**
 * The order's status in words; while the pharmacist's check holds the order, that check in
 * words instead ('Prescription needed', 'Prescription check', 'Prescription refused').
 */
export function StatusBadge(props: { status: OrderStatus; prescription?: Order['prescription'] }) {
  const texts = useTexts(orders)
  const rx = useTexts(prescriptionTexts)
  const hold = prescriptionHold({ status: props.status, prescription: props.prescription ?? null })
  return (
    <Badge
      color={statusColor(props.status)}
      variant="light"
      data-testid="order-status"
      data-color={statusColor(props.status)}
    >
      {hold ? rx.badge[hold] : texts.statuses[props.status]}
    </Badge>
  )
}
