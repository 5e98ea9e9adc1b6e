import { displayPrice, formatKs } from '@kyanma/shared'
import { ActionIcon, Anchor, Group, Image, Stack, Text } from '@mantine/core'
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react'
import { Link } from 'react-router'
import { hrefs } from '../../../config/paths.ts'
import { useTexts } from '../../../lib/texts.ts'
import type { CartItem } from '../cart-rules.ts'
import { cart } from '../cart-store.ts'
import { QuantityInput } from './quantity-input.tsx'

/** One product in the drawer: picture, name, price and its quantity controls. */
export function CartLine({ item }: { item: CartItem }) {
  const texts = useTexts()
  const image = item.images[0]
  const price = displayPrice(item)
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" data-cart-line={item.id}>
      {image && (
        <Image
          src={image.urls.thumbnail}
          alt=""
          w={64}
          h={64}
          radius="sm"
          style={{ flex: 'none' }}
        />
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          component={Link}
          to={hrefs.product(item.id)}
          onClick={cart.closeDrawer}
          c="dark"
          fw={600}
          size="sm"
          lineClamp={2}
        >
          {item.name}
        </Anchor>
        {price !== undefined && (
          <Text size="sm" c="kyanmaRed.7" fw={700}>
            {formatKs(price)}
          </Text>
        )}
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={texts.cart.decrease}
            onClick={() => cart.decrement(item.id)}
          >
            <IconMinus size={14} />
          </ActionIcon>
          <QuantityInput
            quantity={item.quantity}
            label={texts.cart.quantity}
            onChange={(quantity) => cart.setQuantity(item.id, quantity)}
          />
          <ActionIcon
            variant="default"
            aria-label={texts.cart.increase}
            onClick={() => cart.increment(item.id)}
          >
            <IconPlus size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            ml="auto"
            aria-label={texts.cart.remove}
            onClick={() => cart.remove(item.id)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Stack>
    </Group>
  )
}
