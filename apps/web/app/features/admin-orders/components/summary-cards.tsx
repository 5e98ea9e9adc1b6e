import { formatKs, formatNumber } from '@kyanma/shared'
import { Card, SimpleGrid, Text } from '@mantine/core'
import { adminPaths } from '../../../components/admin/admin-nav.ts'
import { Link } from '../../../components/link.tsx'
import { adminOrders } from '../../../locales/en/admin/orders.ts'
import { useOrderSummary } from '../api/get-order-summary.ts'

const texts = adminOrders.dashboard

/** The dashboard's counts, each a link to the order list filtered the same way. */
export function SummaryCards() {
  const { data, isError } = useOrderSummary()
  if (isError) return <Text c="red">{texts.summaryFailed}</Text>
  const value = (n: number | undefined, format = formatNumber) =>
    n === undefined ? '…' : format(n)
  const cards = [
    { label: texts.placedToday, value: value(data?.placedToday), to: '?placed=today' },
    { label: texts.waitingForReview, value: value(data?.waitingForReview), to: '?review=waiting' },
    { label: texts.toDeliver, value: value(data?.toDeliver), to: '?delivery=waiting' },
    { label: texts.revenueToday, value: value(data?.revenueToday, formatKs), to: '?placed=today' },
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
