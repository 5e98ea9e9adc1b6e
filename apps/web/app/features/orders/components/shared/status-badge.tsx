import type { OrderStatus } from '@kyanma/shared'
import { Badge } from '@mantine/core'
import { useTexts } from '../../../../lib/texts.ts'
import { orders } from '../../../../locales/en/orders.ts'

/** Spec section 4: red for any status containing CANCEL, yellow for all others. */
export function statusColor(status: string): 'red' | 'yellow' {
  return status.includes('CANCEL') ? 'red' : 'yellow'
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const texts = useTexts(orders)
  return (
    <Badge
      color={statusColor(status)}
      variant="light"
      data-testid="order-status"
      data-color={statusColor(status)}
    >
      {texts.statuses[status]}
    </Badge>
  )
}
