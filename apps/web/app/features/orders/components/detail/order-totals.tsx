import type { Order } from '@kyanma/shared'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { AmountLine, MoneyLines } from '../shared/money-lines.tsx'

/** Discount, subtotal, delivery fee, grand total, and the points used and earned. */
export function OrderTotals({ order }: { order: Order }) {
  const texts = useTexts(orders)
  const format = useFormat()
  return (
    <MoneyLines
      amounts={{ ...order, pointsUsed: order.paymentPoints, total: order.totalAmount }}
      labels={{ ...texts.detail, total: texts.detail.grandTotal }}
      testIdPrefix="order"
    >
      <AmountLine
        label={texts.detail.pointsEarned}
        value={format.number(order.amountPoints)}
        testId="order-points-earned"
      />
    </MoneyLines>
  )
}
