import type { Language } from '@kyanma/shared'
import { displayPrice } from '@kyanma/shared'
import { Group, Stack, Text } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'
import { BareList } from '#app/components/ui/bare-list.tsx'
import { ProductThumbnail } from '#app/components/ui/product-thumbnail.tsx'
import type { CheckoutItem } from '#app/features/orders/checkout-item.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'

/** The cart's products: name, category, brand, price and the cart's own quantity control. */
export function CheckoutItems(props: {
  items: readonly CheckoutItem[]
  quantityControl: (item: CheckoutItem) => ReactNode
}) {
  const texts = useTexts(orders)
  const format = useFormat()
  const langOf = useLangOf()
  return (
    <BareList gap="md" aria-label={texts.summary.items}>
      {props.items.map((item) => {
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
            <ProductThumbnail image={item.images[0]} size={56} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={2} lang={langOf(item, 'name')}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                <MarkedList
                  texts={[item.category, item.brand].flatMap((named) =>
                    named ? [{ text: named.name, lang: langOf(named, 'name') }] : [],
                  )}
                />
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
    </BareList>
  )
}

/**
 * "Vitamins · Oceanic Omega": one plain text, as always, unless a name is in another language
 * than the page; then each name gets its own element to carry its `lang`.
 */
function MarkedList({ texts }: { texts: { text: string; lang?: Language }[] }) {
  const present = texts.filter((entry) => entry.text)
  if (present.every((entry) => !entry.lang)) return present.map((entry) => entry.text).join(' · ')
  return present.map((entry, index) => (
    <Fragment key={entry.text}>
      {index > 0 && ' · '}
      <span lang={entry.lang}>{entry.text}</span>
    </Fragment>
  ))
}
