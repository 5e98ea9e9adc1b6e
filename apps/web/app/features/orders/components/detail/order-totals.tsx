import type { Order } from '@kyanma/shared'
import { Divider, Group, Stack, Text } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'

/** Discount, subtotal, delivery fee, grand total, and the points used and earned. */
export function OrderTotals({ order }: { order: Order }) {
  const texts = useTexts(orders)
  const format = useFormat()
  const line = (label: string, value: string, testId: string, strong = false) => (
    <Group justify="space-between" gap="xs">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 400}
        c={strong ? 'kyanmaRed.7' : undefined}
        data-testid={testId}
      >
        {value}
      </Text>
    </Group>
  )
  return (
    <Stack gap={6}>
      {line(texts.detail.subtotal, format.mmk(order.subtotal), 'order-subtotal')}
      {line(texts.detail.deliveryFee, format.mmk(order.deliveryFee), 'order-delivery-fee')}
      {line(texts.detail.discount, `- ${format.mmk(order.discount)}`, 'order-discount')}
      {line(texts.detail.pointsUsed, `- ${format.mmk(order.paymentPoints)}`, 'order-points-used')}
      <Divider my={4} />
      {line(texts.detail.grandTotal, format.mmk(order.totalAmount), 'order-total', true)}
      {line(texts.detail.pointsEarned, format.number(order.amountPoints), 'order-points-earned')}
    </Stack>
  )
}
