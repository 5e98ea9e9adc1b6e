import type { OrderStatus } from '@kyanma/shared'
import { Badge } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { adminOrders } from '#app/locales/en/admin/orders.ts'

/** Colours tell staff at a glance what needs them: yellow waits on the shop, grey is finished. */
const COLORS: Record<OrderStatus, string> = {
  WAITING_FOR_PAYMENT: 'gray',
  PENDING: 'yellow',
  APPROVED: 'blue',
  PAID: 'cyan',
  DELIVERED: 'green',
  CANCELLED: 'red',
  REFUNDED: 'grape',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="order-status">
      {useTexts(adminOrders).statuses[status]}
    </Badge>
  )
}
