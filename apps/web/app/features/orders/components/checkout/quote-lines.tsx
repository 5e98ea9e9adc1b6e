import type { Quote } from '@kyanma/shared'
import { Divider, Stack } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { amountLine } from '../shared/amount-line.tsx'

/** Subtotal, delivery fee, discount, points used and total, all from the one quote. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const texts = useTexts(orders)
  const format = useFormat()
  return (
    <Stack gap={6}>
      {amountLine(texts.summary.subtotal, format.mmk(quote.subtotal), 'quote-subtotal')}
      {amountLine(texts.summary.deliveryFee, format.mmk(quote.deliveryFee), 'quote-delivery-fee')}
      {amountLine(texts.summary.discount, `- ${format.mmk(quote.discount)}`, 'quote-discount')}
      {amountLine(texts.summary.pointsUsed, `- ${format.mmk(quote.pointsUsed)}`, 'quote-points')}
      <Divider my={4} />
      {amountLine(texts.summary.total, format.mmk(quote.total), 'quote-total', true)}
    </Stack>
  )
}
