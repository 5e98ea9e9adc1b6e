import type { AdminOrderDetail, OrderStatus } from '@kyanma/shared'
import { Button, Card, Group, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminOrders as englishAdminOrders } from '#app/locales/en/admin/orders.ts'
import { serverMessages } from '#app/locales/en/server-messages.ts'
import { useChangeOrderStatus } from '../api/change-order-status.ts'
import { CancelOrderModal } from './cancel-order-modal.tsx'

/** Destructive moves look it; the usual next step is the filled button. */
const COLORS: Partial<Record<OrderStatus, string>> = { CANCELLED: 'red', REFUNDED: 'orange' }

/**
 * One button per status the server says staff may move the order to. Cancelling asks for the
 * reason first. The server's status machine decides; this only offers what it allows.
 */
export function StatusActions({ order }: { order: AdminOrderDetail }) {
  const adminOrders = useTexts(englishAdminOrders)
  const texts = adminOrders.detail
  const serverText = useTexts(serverMessages)
  const mutation = useChangeOrderStatus(order.id)
  const [cancelling, setCancelling] = useState(false)

  function move(status: OrderStatus, note?: string) {
    mutation.mutate(
      { status, note },
      {
        onSuccess: (answer) => {
          setCancelling(false)
          notify.success(answer.message)
        },
      },
    )
  }

  const moves = order.nextStatuses
  // The server leaves out Approve and Deliver until the pharmacist approves (decision 040): say why.
  const waitsForPharmacist =
    order.prescription != null && order.prescription.status !== 'APPROVED' && moves.length > 0
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {texts.nextSteps}
      </Title>
      {waitsForPharmacist && (
        <Text size="sm" c="orange" mb="xs">
          {serverText.prescriptionApprovalFirst}
        </Text>
      )}
      {moves.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noNextSteps}
        </Text>
      ) : (
        <Group gap="sm">
          {moves.map((status, index) => (
            <Button
              key={status}
              color={COLORS[status]}
              variant={index === 0 && !COLORS[status] ? 'filled' : 'light'}
              loading={mutation.isPending && mutation.variables?.status === status}
              disabled={mutation.isPending}
              onClick={() => (status === 'CANCELLED' ? setCancelling(true) : move(status))}
            >
              {adminOrders.moves[status]}
            </Button>
          ))}
        </Group>
      )}
      <CancelOrderModal
        opened={cancelling}
        busy={mutation.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={(reason) => move('CANCELLED', reason)}
      />
    </Card>
  )
}
