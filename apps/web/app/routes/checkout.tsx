import { Button, Container, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { PageLoader } from '../components/ui/page-loader.tsx'
import { useSavedAddresses } from '../features/addresses/api/get-addresses.ts'
import {
  currentCustomerQuery,
  useCurrentCustomer,
} from '../features/auth/api/get-current-customer.ts'
import { useRequireSignIn } from '../features/auth/use-require-sign-in.ts'
import { cart, useCartItems } from '../features/cart/cart-store.ts'
import { CartQuantityControl } from '../features/cart/components/cart-quantity-control.tsx'
import { useCartInPageLanguage } from '../features/cart/use-cart-in-page-language.ts'
import { promotionsQuery } from '../features/orders/api/get-promotions.ts'
import { CheckoutScreen } from '../features/orders/components/checkout/checkout-screen.tsx'
import { productQuery } from '../features/product/api/get-product.ts'
import { useLanguage } from '../lib/language.ts'
import { personalPageMeta } from '../lib/seo.ts'
import { useTexts } from '../lib/texts.ts'
import { orders as ordersEnglish } from '../locales/en/orders.ts'
import type { Route } from './+types/checkout'

export function meta(args: Route.MetaArgs) {
  return personalPageMeta(args, 'checkout', ordersEnglish, (texts) => texts.checkout.meta)
}

/**
 * /orders/create (spec section 2, Checkout), reached from the cart drawer: signed-in customers
 * only (the FAQ: an account is required to order); rendered in the browser once the session is
 * known. The route hands the cart, the customer and the saved addresses to the checkout.
 */
export default function Checkout() {
  const current = useRequireSignIn()
  return (
    <Container size="lg" py="lg">
      {current.status === 'signed-in' ? <CheckoutPage /> : <PageLoader />}
    </Container>
  )
}

function CheckoutPage() {
  const items = useCartItems()
  useCartInPageLanguage(items, true)
  const { data: customer, isError, refetch } = useCurrentCustomer()
  const addresses = useSavedAddresses()
  const queryClient = useQueryClient()
  const ordersTexts = useTexts(ordersEnglish)
  const language = useLanguage()

  /** The server's prices differ from the cart's: fetch the products, balance and coupons again. */
  const refreshPrices = async () => {
    const fresh = await Promise.all(
      items.map((item) =>
        queryClient.fetchQuery({ ...productQuery(item.id), staleTime: 0 }).catch(() => null),
      ),
    )
    cart.refreshProducts(
      fresh.filter((product) => product !== null),
      language,
    )
    void queryClient.invalidateQueries({ queryKey: currentCustomerQuery().queryKey })
    void queryClient.invalidateQueries({ queryKey: promotionsQuery().queryKey })
  }

  if (!customer)
    return isError ? (
      <Stack align="center" py={64} gap="sm">
        <Text>{ordersTexts.checkout.loadFailed}</Text>
        <Button variant="light" onClick={() => refetch()}>
          {ordersTexts.checkout.retry}
        </Button>
      </Stack>
    ) : (
      <PageLoader />
    )
  return (
    <CheckoutScreen
      items={items}
      customer={customer}
      savedAddresses={addresses.data?.data ?? []}
      quantityControl={(item) => (
        <CartQuantityControl productId={item.id} quantity={item.quantity} />
      )}
      onPlaced={cart.clear}
      onTotalChanged={() => void refreshPrices()}
    />
  )
}
