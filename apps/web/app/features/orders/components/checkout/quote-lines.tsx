import type { Quote } from '@kyanma/shared'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { MoneyLines } from '../shared/money-lines.tsx'

/** Subtotal, delivery fee, discount, points used and total, all from the one quote. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const texts = useTexts(orders)
  return <MoneyLines amounts={quote} labels={texts.summary} testIdPrefix="quote" />
}
