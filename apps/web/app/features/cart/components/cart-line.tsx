import { displayPrice } from '@kyanma/shared'
import { Anchor, Group, Stack, Text } from '@mantine/core'
import { Link } from '#app/components/link.tsx'
import { ProductThumbnail } from '#app/components/ui/product-thumbnail.tsx'
import { hrefs } from '#app/config/paths.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useFormat } from '#app/lib/use-format.ts'
import type { CartItem } from '../cart-rules.ts'
import { cart } from '../cart-store.ts'
import { CartQuantityControl } from './cart-quantity-control.tsx'

/** One product in the drawer: picture, name, price and its quantity controls. */
export function CartLine({ item }: { item: CartItem }) {
  const format = useFormat()
  const langOf = useLangOf()
  const price = displayPrice(item)
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" data-cart-line={item.id}>
      <ProductThumbnail image={item.images[0]} size={64} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          component={Link}
          to={hrefs.product(item.id)}
          onClick={cart.closeDrawer}
          c="dark"
          fw={600}
          size="sm"
          lineClamp={2}
          lang={langOf(item, 'name')}
        >
          {item.name}
        </Anchor>
        {price !== undefined && (
          <Text size="sm" c="kyanmaRed.7" fw={700}>
            {format.ks(price)}
          </Text>
        )}
        <CartQuantityControl productId={item.id} quantity={item.quantity} />
      </Stack>
    </Group>
  )
}
