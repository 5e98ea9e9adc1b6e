import type { Quote } from '@kyanma/shared'
import { Divider, Group, Stack, Text } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'

/** Subtotal, delivery fee, discount, points used and total, all from the one quote. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const texts = useTexts(orders)
  const format = useFormat()
  const line = (label: string, amount: string, testId: string) => (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" data-testid={testId}>
        {amount}
      </Text>
    </Group>
  )
  return (
    <Stack gap={6}>
      {line(texts.summary.subtotal, format.mmk(quote.subtotal), 'quote-subtotal')}
      {line(texts.summary.deliveryFee, format.mmk(quote.deliveryFee), 'quote-delivery-fee')}
      {line(texts.summary.discount, `- ${format.mmk(quote.discount)}`, 'quote-discount')}
      {line(texts.summary.pointsUsed, `- ${format.mmk(quote.pointsUsed)}`, 'quote-points')}
      <Divider my={4} />
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{texts.summary.total}</Text>
        <Text fw={700} size="lg" c="kyanmaRed.7" data-testid="quote-total">
          {format.mmk(quote.total)}
        </Text>
      </Group>
    </Stack>
  )
}
