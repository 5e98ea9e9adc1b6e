import { addressLine, type Order } from '@kyanma/shared'
import { Stack, Text } from '@mantine/core'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { shopAddressTexts } from '#app/locales/en/static-pages/shop-address.ts'

/** Who receives the order, their phone and the full address (or the store, for a pickup). */
export function ShippingInfo({ order }: { order: Order }) {
  const texts = useTexts(orders)
  const { address: shopAddress } = useTexts(shopAddressTexts)
  const { address } = order
  const name = address.receiverName || order.customer.user.displayName
  const phone = address.phoneNo || order.customer.user.phoneNumber
  return (
    <SectionCard title={texts.detail.shippingInfo}>
      <Stack gap={4} data-testid="shipping-info">
        <Text fw={600}>{name}</Text>
        {phone && <Text size="sm">{phone}</Text>}
        {order.isDelivery ? (
          <Text size="sm">{addressLine(address)}</Text>
        ) : (
          <Text size="sm">
            {texts.detail.pickup}: {shopAddress}
          </Text>
        )}
        {address.note && (
          <Text size="sm" c="dimmed">
            {address.note}
          </Text>
        )}
      </Stack>
    </SectionCard>
  )
}
