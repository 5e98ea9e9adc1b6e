import { estimateDelivery, type Promotion, type Quote } from '@kyanma/shared'
import { Button, Divider, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import type { CheckoutItem } from '#app/features/orders/checkout-item.ts'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { CheckoutItems } from './checkout-items.tsx'
import { CouponPicker } from './coupon-picker.tsx'
import { PointsInput } from './points-input.tsx'
import { QuoteLines } from './quote-lines.tsx'

/** The right column: items, coupons, amounts, points, 'Place Order' and the delivery estimate. */
export function OrderSummary(props: {
  items: readonly CheckoutItem[]
  quantityControl: (item: CheckoutItem) => ReactNode
  promotions: readonly Promotion[]
  coupon: Promotion | null
  onCoupon: (coupon: Promotion | null) => void
  belowMinimum: boolean
  quote: Quote
  points: number
  onPoints: (points: number) => void
  balance: number
  /** Where the delivery goes; null for a store pickup. */
  destination: { region: string; township: string } | null
  pending: boolean
  /** Said just above Place Order (the order kept while the connection is down). */
  notice?: ReactNode
}) {
  const texts = useTexts(orders)
  const format = useFormat()
  const { quote } = props
  const overTotal = quote.issues.some((issue) => issue.code === 'POINTS_OVER_AMOUNT')
  return (
    <SectionCard title={texts.summary.title}>
      <Stack gap="md">
        <CheckoutItems items={props.items} quantityControl={props.quantityControl} />
        <Divider />
        <CouponPicker
          promotions={props.promotions}
          chosen={props.coupon}
          onChoose={props.onCoupon}
          belowMinimum={props.belowMinimum}
        />
        <PointsInput
          points={props.points}
          balance={props.balance}
          onChange={props.onPoints}
          description={
            overTotal ? texts.summary.pointsOverTotal : texts.summary.pointsHint(props.balance)
          }
        />
        <QuoteLines quote={quote} />
        {props.notice}
        <Button type="submit" size="md" fullWidth loading={props.pending}>
          {texts.summary.placeOrder}
        </Button>
        <Text size="sm" c="dimmed" ta="center" data-testid="delivery-estimate">
          {props.destination
            ? estimateText(props.destination, texts, format)
            : texts.summary.pickupReady}
        </Text>
      </Stack>
    </SectionCard>
  )
}

function estimateText(
  destination: { region: string; township: string },
  texts: typeof orders,
  format: Formatters,
) {
  const { from, to } = estimateDelivery(new Date(), destination)
  return texts.summary.estimated(format.longDate(from), format.longDate(to))
}
