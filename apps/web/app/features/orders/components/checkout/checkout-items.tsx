import { displayPrice } from '@kyanma/shared'
import { Group, Image, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTexts } from '../../../../lib/texts.ts'
import { useFormat } from '../../../../lib/use-format.ts'
import { orders } from '../../../../locales/en/orders.ts'
import type { CheckoutItem } from '../../checkout-item.ts'

/** The cart's products: name, category, brand, price and the cart's own quantity control. */
export function CheckoutItems(props: {
  items: readonly CheckoutItem[]
  quantityControl: (item: CheckoutItem) => ReactNode
}) {
  const texts = useTexts(orders)
  const format = useFormat()
  return (
    <Stack
      gap="md"
      component="ul"
      aria-label={texts.summary.items}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {props.items.map((item) => {
        const image = item.images[0]
        const price = displayPrice(item)
        return (
          <Group
            key={item.id}
            component="li"
            wrap="nowrap"
            align="flex-start"
            gap="sm"
            data-checkout-line={item.id}
          >
            {image && (
              <Image
                src={image.urls.thumbnail}
                alt=""
                w={56}
                h={56}
                radius="sm"
                style={{ flex: 'none' }}
              />
            )}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={2}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[item.category?.name, item.brand?.name].filter(Boolean).join(' · ')}
              </Text>
              {price !== undefined && (
                <Text size="sm" c="kyanmaRed.7" fw={700}>
                  {format.ks(price)}
                </Text>
              )}
              {props.quantityControl(item)}
            </Stack>
          </Group>
        )
      })}
    </Stack>
  )
}
