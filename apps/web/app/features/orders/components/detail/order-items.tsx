import type { Order } from '@kyanma/shared'
import { Group, Stack, Text } from '@mantine/core'
import { BareList } from '#app/components/ui/bare-list.tsx'
import { ProductThumbnail } from '#app/components/ui/product-thumbnail.tsx'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { SOLD_NAMES } from '../shared/sold-names.ts'

/** The ordered products: picture, name, quantity and the unit price of the moment ordered. */
export function OrderItems({ items }: { items: Order['orderItems'] }) {
  const texts = useTexts(orders)
  const format = useFormat()
  const nameLang = useLangOf()(SOLD_NAMES, 'name')
  return (
    <BareList gap="sm" aria-label={texts.detail.items}>
      {items.map((item) => {
        return (
          <Group key={item.id} component="li" wrap="nowrap" gap="sm" align="flex-start">
            <ProductThumbnail image={item.product.images[0]} size={56} placeholder />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={2} lang={nameLang}>
                {item.product.name}
              </Text>
              <Text size="sm" c="dimmed">
                {texts.detail.qty(item.qty)}
              </Text>
            </Stack>
            <Text size="sm" fw={600} aria-label={texts.detail.unitPrice}>
              {format.ks(item.unitPrice)}
            </Text>
          </Group>
        )
      })}
    </BareList>
  )
}
