import { type AdminOrderDetail, addressLine } from '@kyanma/shared'
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminOrders as englishAdminOrders } from '#app/locales/en/admin/orders.ts'

function Fact(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {props.title}
      </Title>
      <Stack gap={2}>{props.children}</Stack>
    </Card>
  )
}

/** Who ordered, where it goes, and how it is paid. */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const adminOrders = useTexts(englishAdminOrders)
  const texts = adminOrders.detail
  const format = useFormat()
  const { customer, payment } = order
  const address = order.address
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      <Fact title={texts.customer}>
        <Text fw={500}>{customer.name}</Text>
        {customer.phone && <Text size="sm">{customer.phone}</Text>}
        {customer.email && <Text size="sm">{customer.email}</Text>}
      </Fact>
      <Fact title={order.isDelivery ? texts.delivery : texts.pickUp}>
        {!order.isDelivery && <Text size="sm">{texts.pickUpNote}</Text>}
        {order.isDelivery && (
          <>
            <Text size="sm">{address.receiverName}</Text>
            <Text size="sm">{address.phoneNo}</Text>
            {address.shippingOption === 'HIGHWAY' && (
              <Text size="sm" fw={500}>
                {texts.highwayBusTerminal}
              </Text>
            )}
            <Text size="sm">{addressLine(address)}</Text>
            {address.note && (
              <Text size="sm" c="dimmed">
                {texts.note(address.note)}
              </Text>
            )}
          </>
        )}
      </Fact>
      <Fact title={texts.payment}>
        <Text fw={500}>{adminOrders.paymentTypes[payment.type]}</Text>
        <Text size="sm" c={order.isPaid ? 'green' : 'dimmed'}>
          {order.isPaid ? texts.paid : texts.unpaid}
        </Text>
        {payment.phone && (
          <Text size="sm">
            {texts.paymentPhone}: {payment.phone}
          </Text>
        )}
        {order.promotionCode && (
          <Text size="sm">
            {texts.coupon}: {order.promotionCode}
          </Text>
        )}
        {payment.rows.map((row) => (
          <Text size="xs" c="dimmed" key={row.id}>
            {texts.gatewayPayment(row.gateway, row.reference)} · {row.result} ·{' '}
            {format.ks(row.amount)} · {format.dateTime(row.createdAt)}
          </Text>
        ))}
      </Fact>
    </SimpleGrid>
  )
}
