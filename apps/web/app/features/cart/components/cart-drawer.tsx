import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { totalAmount } from '../cart-rules.ts'
import { cart, useCartDrawerOpen, useCartItems } from '../cart-store.ts'
import { useCartInPageLanguage } from '../use-cart-in-page-language.ts'
import { CartLine } from './cart-line.tsx'

/** 'Shopping Cart': the lines, their total in MMK, 'CheckOut' and 'Clear All' (spec section 2). */
export default function CartDrawer() {
  const texts = useTexts()
  const format = useFormat()
  const items = useCartItems()
  const opened = useCartDrawerOpen()
  useCartInPageLanguage(items, opened)
  return (
    <Drawer
      opened={opened}
      onClose={cart.closeDrawer}
      position="right"
      title={<Text fw={700}>{texts.cart.title}</Text>}
      size="md"
    >
      {items.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {texts.cart.empty}
        </Text>
      ) : (
        <Stack gap="md">
          {items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
          <Divider />
          <Group justify="space-between">
            <Text fw={600}>{texts.cart.total}</Text>
            <Text fw={700} data-testid="cart-total">
              {format.mmk(totalAmount(items))}
            </Text>
          </Group>
          <Button component={Link} to={paths.checkout} onClick={cart.closeDrawer} fullWidth>
            {texts.cart.checkout}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            fullWidth
            onClick={() => {
              cart.clear()
              cart.closeDrawer()
            }}
          >
            {texts.cart.clearAll}
          </Button>
        </Stack>
      )}
    </Drawer>
  )
}
