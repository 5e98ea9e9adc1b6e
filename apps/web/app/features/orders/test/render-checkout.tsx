import type { SavedAddress } from '@kyanma/shared'
import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { customerFixture } from '#app/features/profile/test/customer-fixture.ts'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { renderInApp } from '#test/render.tsx'
import type { CheckoutItem } from '../checkout-item.ts'
import { CheckoutScreen } from '../components/checkout/checkout-screen.tsx'
import { cartItems } from './order-fixture.ts'

/** The calls every checkout makes or may make, as stubApi names them. */
export const PROMOTIONS = 'GET /promotions?page=0'
export const PLACE = 'POST /customers/me/orders'
export const noCoupons = { body: { data: [], total: 0, pageSize: 10 } }

/** The checkout as the route shows it, for a customer with 1,250 points; `items` the cart. */
export function renderCheckout(
  overrides: {
    items?: CheckoutItem[]
    onPlaced?: () => void
    onTotalChanged?: () => void
    savedAddresses?: SavedAddress[]
    url?: string
    customerId?: number
  } = {},
) {
  const onPlaced = overrides.onPlaced ?? vi.fn()
  const onTotalChanged = overrides.onTotalChanged ?? vi.fn()
  const rendered = renderInApp(
    <CheckoutScreen
      items={overrides.items ?? cartItems}
      customer={customerFixture({ currentPoint: 1_250, id: overrides.customerId ?? 5 })}
      savedAddresses={overrides.savedAddresses ?? []}
      quantityControl={(item) => <span>{`qty ${item.quantity}`}</span>}
      onPlaced={onPlaced}
      onTotalChanged={onTotalChanged}
    />,
    { url: overrides.url ?? '/orders/create', queryClient: makeQueryClient() },
  )
  return { ...rendered, onPlaced, onTotalChanged }
}

/** On the checkout, the customer picks up in store and presses Place Order. */
export async function placeForPickup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Pick Up in Store' }))
  await user.click(screen.getByRole('button', { name: 'Place Order' }))
}

/**
 * The order's POST answered by `answer` (others as stubApi does, with no coupons); returns the
 * Idempotency-Key of every POST, in order.
 */
export function stubPlacing(answer: () => Promise<Response>) {
  const keys: string[] = []
  stubApi({ [PROMOTIONS]: noCoupons })
  const stubbed = globalThis.fetch
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return stubbed(url, init)
    keys.push(new Headers(init.headers).get('Idempotency-Key') ?? '')
    return answer()
  })
  return keys
}
