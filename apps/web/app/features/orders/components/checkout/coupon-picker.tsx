import type { Promotion } from '@kyanma/shared'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'

/**
 * Coupons (spec section 2): the codes on offer now, each a button that applies it, and a
 * read-only field with the applied one and Clear. A coupon whose minimum the order does not
 * reach says so, and takes nothing off.
 */
export function CouponPicker(props: {
  promotions: readonly Promotion[]
  chosen: Promotion | null
  onChoose: (promotion: Promotion | null) => void
  /** The subtotal is below the chosen coupon's minimum. */
  belowMinimum: boolean
}) {
  const texts = useTexts(orders)
  const format = useFormat()
  const { chosen } = props
  return (
    <Stack gap="xs">
      {props.promotions.length > 0 && (
        <Group gap="xs" role="group" aria-label={texts.summary.coupons}>
          {props.promotions.map((promotion) => (
            <Button
              key={promotion.id}
              size="compact-sm"
              variant={chosen?.id === promotion.id ? 'filled' : 'light'}
              aria-label={texts.summary.applyCoupon(promotion.code)}
              title={promotion.description}
              onClick={() => props.onChoose(promotion)}
            >
              {promotion.code}
            </Button>
          ))}
        </Group>
      )}
      <TextInput
        label={texts.summary.couponLabel}
        placeholder={texts.summary.couponPlaceholder}
        readOnly
        value={chosen?.code ?? ''}
        rightSectionWidth={64}
        rightSection={
          chosen && (
            <Button size="compact-xs" variant="subtle" onClick={() => props.onChoose(null)}>
              {texts.summary.clear}
            </Button>
          )
        }
      />
      {chosen && props.belowMinimum && (
        <Text size="xs" c="red.7">
          {texts.summary.couponMinimum(format.mmk(chosen.minOrderAmount))}
        </Text>
      )}
    </Stack>
  )
}
