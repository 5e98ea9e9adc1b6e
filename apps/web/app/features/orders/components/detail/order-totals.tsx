import type { Order } from '@kyanma/shared'
import { Divider, Stack } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { amountLine } from '../shared/amount-line.tsx'

/** Discount, subtotal, delivery fee, grand total, and the points used and earned. */
export function OrderTotals({ order }: { order: Order }) {
  const texts = useTexts(orders)
  const format = useFormat()
  return (
    <Stack gap={6}>
      {amountLine(texts.detail.subtotal, format.mmk(order.subtotal), 'order-subtotal')}
      {amountLine(texts.detail.deliveryFee, format.mmk(order.deliveryFee), 'order-delivery-fee')}
      {amountLine(texts.detail.discount, `- ${format.mmk(order.discount)}`, 'order-discount')}
      {amountLine(
        texts.detail.pointsUsed,
        `- ${format.mmk(order.paymentPoints)}`,
        'order-points-used',
      )}
      <Divider my={4} />
      {amountLine(texts.detail.grandTotal, format.mmk(order.totalAmount), 'order-total', true)}
      {amountLine(
        texts.detail.pointsEarned,
        format.number(order.amountPoints),
        'order-points-earned',
      )}
    </Stack>
  )
}
