import type { AdminOrderDetail } from '@kyanma/shared'
import { Card, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminOrders } from '#app/locales/en/admin/orders.ts'

/** What comes off the total reads with a minus, unless it is nothing. */
const less = (text: string, amount: number) => (amount > 0 ? `- ${text}` : text)

/** The lines at the prices they were sold at, and the amounts the server computed. */
export function OrderItems({ order }: { order: AdminOrderDetail }) {
  const texts = useTexts(adminOrders).detail
  const format = useFormat()
  const { amounts } = order
  const totals: [string, string][] = [
    [texts.subtotal, format.ks(amounts.subtotal)],
    [texts.deliveryFee, format.ks(amounts.deliveryFee)],
    [texts.discount, less(format.ks(amounts.discount), amounts.discount)],
    [texts.pointsUsed, less(format.number(amounts.pointsUsed), amounts.pointsUsed)],
  ]
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {texts.items}
      </Title>
      <ScrollArea type="auto">
        <Table miw={400} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.product}</Table.Th>
              <Table.Th ta="right">{texts.qty}</Table.Th>
              <Table.Th ta="right">{texts.unitPrice}</Table.Th>
              <Table.Th ta="right">{texts.lineTotal}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.productId}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td ta="right">{format.number(item.qty)}</Table.Td>
                <Table.Td ta="right">{format.ks(item.unitPrice)}</Table.Td>
                <Table.Td ta="right">{format.ks(item.lineTotal)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Stack gap={4} mt="sm" ml="auto" maw={320}>
        {totals.map(([label, value]) => (
          <Group key={label} justify="space-between">
            <Text size="sm">{label}</Text>
            <Text size="sm">{value}</Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text fw={700}>{texts.total}</Text>
          <Text fw={700} data-testid="order-total">
            {format.ks(amounts.total)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {texts.pointsEarned}
          </Text>
          <Text size="xs" c="dimmed">
            {format.number(amounts.pointsEarned)}
          </Text>
        </Group>
      </Stack>
    </Card>
  )
}
