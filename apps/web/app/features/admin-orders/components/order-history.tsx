import type { AdminOrderDetail } from '@kyanma/shared'
import { Card, Text, Timeline, Title } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminOrders as englishAdminOrders } from '#app/locales/en/admin/orders.ts'

/** Every status the order went through: when, by whom, and the note given. */
export function OrderHistory({ history }: { history: AdminOrderDetail['history'] }) {
  const adminOrders = useTexts(englishAdminOrders)
  const texts = adminOrders.detail
  const format = useFormat()
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="sm">
        {texts.history}
      </Title>
      <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
        {history.map((entry) => (
          <Timeline.Item
            key={`${entry.createdAt}-${entry.toStatus}`}
            title={adminOrders.statuses[entry.toStatus]}
          >
            <Text size="xs" c="dimmed">
              {format.dateTime(entry.createdAt)} · {entry.staffName ?? texts.actors[entry.actor]}
            </Text>
            {entry.note && <Text size="sm">{entry.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  )
}
