import type { AdminOrderDetail } from '@kyanma/shared'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { Link } from '#app/components/link.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminOrders } from '#app/locales/en/admin/orders.ts'
import { useAdminOrder } from '../api/get-admin-order.ts'
import { OrderFacts } from './order-facts.tsx'
import { OrderHistory } from './order-history.tsx'
import { OrderItems } from './order-items.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { ReceiptGallery } from './receipt-gallery.tsx'
import { StatusActions } from './status-actions.tsx'

/**
 * /admin/orders/:id: the order, its receipts, and the buttons of its next steps. `cards` are
 * other areas' cards about the order (the route composes them: the prescription's).
 */
export function OrderDetailPage(props: {
  id: number
  cards?: (order: AdminOrderDetail) => ReactNode
}) {
  const { id } = props
  const common = useTexts(adminCommon)
  const texts = useTexts(adminOrders).detail
  const format = useFormat()
  const { data: order, error, refetch } = useAdminOrder(id)
  const back = (
    <Anchor component={Link} to={adminPaths.orders} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {texts.back}
      </Group>
    </Anchor>
  )
  if (error)
    return (
      <Stack gap="sm" align="flex-start">
        {back}
        <Text c="red">
          {error instanceof ApiError && error.status === 404 ? texts.notFound : texts.loadFailed}
        </Text>
        {!(error instanceof ApiError && error.status === 404) && (
          <Button size="xs" variant="light" onClick={() => refetch()}>
            {texts.retry}
          </Button>
        )}
      </Stack>
    )
  if (!order) return <Text c="dimmed">{common.loading}</Text>
  return (
    <Stack gap="sm">
      {back}
      <AdminPage
        title={texts.title(order.voucherNo)}
        actions={<OrderStatusBadge status={order.status} />}
      >
        <Text size="sm" c="dimmed" mt={-8}>
          {texts.placedOn(format.dateTime(order.createdAt))}
        </Text>
        {order.cancelReason && <Text c="red">{texts.cancelled(order.cancelReason)}</Text>}
        <StatusActions order={order} />
        {props.cards?.(order)}
        <ReceiptGallery order={order} />
        <OrderFacts order={order} />
        <OrderItems order={order} />
        <OrderHistory history={order.history} />
      </AdminPage>
    </Stack>
  )
}
