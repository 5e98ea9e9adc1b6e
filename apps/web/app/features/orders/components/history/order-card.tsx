import { addressLine, type Order } from '@kyanma/shared'
import { Group, Paper, Stack, Text } from '@mantine/core'
import { Fragment } from 'react'
import { Link } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { shopAddressTexts } from '#app/locales/en/static-pages/shop-address.ts'
import { SOLD_NAMES } from '../shared/sold-names.ts'
import { StatusBadge } from '../shared/status-badge.tsx'
import classes from './order-history.module.css'

/**
 * One order in Order History (spec section 2): number, status, date, delivery or pickup, the
 * items and their count, contact, address and grand total. The whole card opens the order.
 */
export function OrderCard({ order }: { order: Order }) {
  const texts = useTexts(orders)
  const { address: shopAddress } = useTexts(shopAddressTexts)
  const format = useFormat()
  // English pages keep the one plain text they always had; others mark each English name.
  const nameLang = useLangOf()(SOLD_NAMES, 'name')
  const units = order.orderItems.reduce((sum, item) => sum + item.qty, 0)
  const contact = [
    order.address.receiverName || order.customer.user.displayName,
    order.address.phoneNo || order.customer.user.phoneNumber,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <Paper
      component={Link}
      to={hrefs.order(order.id)}
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      aria-label={texts.history.open(order.voucherNo)}
      data-order-id={order.id}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700}>{order.voucherNo}</Text>
          <StatusBadge status={order.status} prescription={order.prescription} />
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {texts.history.placed(format.longDate(order.createdAt))}
          </Text>
          <Text size="sm" c="dimmed">
            ·
          </Text>
          <Text size="sm" c="dimmed">
            {order.isDelivery ? texts.history.delivery : texts.history.pickup}
          </Text>
        </Group>
        <Text size="sm" lineClamp={2}>
          {nameLang
            ? order.orderItems.map((item, index) => (
                <Fragment key={item.id}>
                  {index > 0 && ', '}
                  <span lang={nameLang}>{item.product.name}</span> × {format.number(item.qty)}
                </Fragment>
              ))
            : order.orderItems
                .map((item) => `${item.product.name} × ${format.number(item.qty)}`)
                .join(', ')}
        </Text>
        <Text size="sm" c="dimmed">
          {texts.history.totalQty(units)}
        </Text>
        {contact && (
          <Text size="sm">
            {texts.history.contact}: {contact}
          </Text>
        )}
        <Text size="sm" lineClamp={2}>
          {texts.history.address}: {order.isDelivery ? addressLine(order.address) : shopAddress}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {texts.history.grandTotal}
          </Text>
          <Text fw={700} c="kyanmaRed.7">
            {format.mmk(order.totalAmount)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
