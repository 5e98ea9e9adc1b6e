import type { Order } from '@kyanma/shared'
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { StatusBadge } from '../shared/status-badge.tsx'
import { CancelOrderDialog } from './cancel-order-dialog.tsx'

/** A customer may cancel only before the order is approved (issue 5). */
const CANCELLABLE: readonly Order['status'][] = ['WAITING_FOR_PAYMENT', 'PENDING']

/** 'Back to profile', the order number with its status badge, and Cancel while it may be. */
export function OrderHeader({ order }: { order: Order }) {
  const texts = useTexts(orders)
  const format = useFormat()
  const [cancelling, setCancelling] = useState(false)
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={`${paths.profile}?tab=orders`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {texts.detail.back}
        </Group>
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1} size="h3">
            {texts.detail.orderNo(order.voucherNo)}
          </Title>
          <StatusBadge status={order.status} prescription={order.prescription} />
        </Group>
        {CANCELLABLE.includes(order.status) && (
          <Button variant="outline" color="red" onClick={() => setCancelling(true)}>
            {texts.detail.cancel}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {texts.detail.placedOn(format.longDate(order.createdAt))}
      </Text>
      <CancelOrderDialog
        orderId={order.id}
        opened={cancelling}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  )
}
