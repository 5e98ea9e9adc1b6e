import { Card, SimpleGrid, Text } from '@mantine/core'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { Link } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminOrders } from '#app/locales/en/admin/orders.ts'
import { useOrderSummary } from '../api/get-order-summary.ts'

/** The dashboard's counts, each a link to the order list filtered the same way. */
export function SummaryCards() {
  const texts = useTexts(adminOrders).dashboard
  const format = useFormat()
  const { data, isError } = useOrderSummary()
  if (isError) return <Text c="red">{texts.summaryFailed}</Text>
  const value = (n: number | undefined, write = format.number) => (n === undefined ? '…' : write(n))
  const cards = [
    { label: texts.placedToday, value: value(data?.placedToday), to: '?placed=today' },
    { label: texts.waitingForReview, value: value(data?.waitingForReview), to: '?review=waiting' },
    { label: texts.toDeliver, value: value(data?.toDeliver), to: '?delivery=waiting' },
    { label: texts.revenueToday, value: value(data?.revenueToday, format.ks), to: '?placed=today' },
  ]
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {cards.map((card) => (
        <Card
          key={card.label}
          component={Link}
          to={`${adminPaths.orders}${card.to}`}
          withBorder
          padding="md"
        >
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text size="xl" fw={700} data-testid={`summary-${card.label}`}>
            {card.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}
