import type { Order, Promotion } from '@kyanma/shared'
import { fishOil, vitaminC } from '#app/features/cart/test/cart-fixture.ts'
import { customerFixture } from '#app/features/profile/test/customer-fixture.ts'
import type { CheckoutItem } from '../checkout-item.ts'

/** Two products in the cart: 2 × 12,500 Ks and 1 × 30,000 Ks. */
export const cartItems: CheckoutItem[] = [
  { ...vitaminC, quantity: 2 },
  { ...fishOil, quantity: 1 },
]

export function promotionFixture(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 3,
    code: 'WELCOME10',
    description: '10% off your order',
    discountType: 'PERCENT',
    discountValue: 10,
    maxDiscount: null,
    minOrderAmount: 20_000,
    endsAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/**
 * Aye Aye's delivery to a highway bus gate in Taunggyi: what the checkout sends for it and what
 * the order then keeps.
 */
export const highwayAddress: Order['address'] = {
  receiverName: 'Aye Aye',
  phoneNo: '09790000123',
  region: 'Shan State',
  township: 'Taunggyi',
  gate: 'Shwe Mandalar, Gate 2',
  wardBlock: 'Ward 4',
  country: 'Myanmar',
  shippingOption: 'HIGHWAY',
}

/** An order of the cart's items, as GET /customers/me/orders/{id} answers it. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const customer = customerFixture()
  return {
    id: 41,
    voucherNo: 'KY-20261122-0041',
    status: 'PENDING',
    createdAt: '2026-11-22T03:30:00.000Z',
    subtotal: 55_000,
    deliveryFee: 2_000,
    discount: 0,
    totalAmount: 57_000,
    paymentPoints: 0,
    amountPoints: 57,
    isDelivery: true,
    totalQty: 3,
    customer: { id: customer.id, user: customer.user },
    address: highwayAddress,
    orderItems: cartItems.map((item, index) => ({
      id: index + 1,
      product: {
        id: item.id,
        name: item.name,
        images: item.images,
        productPricings: item.productPricings,
      },
      qty: item.quantity,
      unitPrice: item.productPricings[0]?.pricePerUnit ?? 0,
    })),
    paymentInfo: { paymentType: 'CASH_ON_DELIVERY', phoneNo: '09790000123' },
    isPaid: false,
    bankAttachments: [],
    promotion: null,
    estimatedDelivery: { from: '2026-11-25', to: '2026-12-01' },
    cancelReason: null,
    cancelledBy: null,
    refunds: [],
    prescription: null,
    ...overrides,
  }
}
