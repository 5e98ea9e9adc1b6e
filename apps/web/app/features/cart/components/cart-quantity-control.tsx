import { ActionIcon, Group } from '@mantine/core'
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react'
import { useTexts } from '#app/lib/texts.ts'
import { cart } from '../cart-store.ts'
import { QuantityInput } from './quantity-input.tsx'

/** Minus, the typed quantity, plus and remove: a cart line's controls (drawer and checkout). */
export function CartQuantityControl(props: { productId: number; quantity: number }) {
  const texts = useTexts()
  const { productId } = props
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={texts.cart.decrease}
        onClick={() => cart.decrement(productId)}
      >
        <IconMinus size={14} />
      </ActionIcon>
      <QuantityInput
        quantity={props.quantity}
        label={texts.cart.quantity}
        onChange={(quantity) => cart.setQuantity(productId, quantity)}
      />
      <ActionIcon
        variant="default"
        aria-label={texts.cart.increase}
        onClick={() => cart.increment(productId)}
      >
        <IconPlus size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        ml="auto"
        aria-label={texts.cart.remove}
        onClick={() => cart.remove(productId)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  )
}
