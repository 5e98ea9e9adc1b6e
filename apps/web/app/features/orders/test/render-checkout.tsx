import type { SavedAddress } from '@kyanma/shared'
import { vi } from 'vitest'
import { renderInApp } from '../../../../test/render.tsx'
import { makeQueryClient } from '../../../lib/query-client.ts'
import { customerFixture } from '../../profile/test/customer-fixture.ts'
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
