import type { Order, Promotion } from '@kyanma/shared'
import type { CheckoutItem } from '../checkout-item.ts'

/** Two products in the cart: 2 × 12,500 Ks and 1 × 30,000 Ks. */
export const cartItems: CheckoutItem[] = [
  {
    id: 7,
    name: 'Vitamin C 1000 mg',
    images: [],
    productPricings: [
      { customerType: 'RETAIL_SALE', pricePerUnit: 12_500, originalPricePerUnit: null },
    ],
    brand: { id: 1, name: 'Oceanic Omega' },
    category: { id: 20, name: 'Vitamins' },
    quantity: 2,
  },
  {
    id: 9,
    name: 'Fish Oil 1000 mg',
    images: [],
    productPricings: [
      { customerType: 'RETAIL_SALE', pricePerUnit: 30_000, originalPricePerUnit: null },
    ],
    brand: { id: 2, name: 'Blackmores' },
    category: { id: 21, name: 'Supplements' },
    quantity: 1,
  },
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

/** An order as GET /customers/me/orders/{id} answers it. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
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
    customer: {
      id: 5,
      user: {
        id: 11,
        displayName: 'Aye Aye',
        phoneNumber: '09790000123',
        email: 'aye@example.com',
        profileImage: null,
        role: 'customer',
      },
    },
    address: {
      receiverName: 'Aye Aye',
      phoneNo: '09790000123',
      region: 'Shan State',
      township: 'Taunggyi',
      gate: 'Shwe Mandalar, Gate 2',
      wardBlock: 'Ward 4',
      country: 'Myanmar',
      shippingOption: 'HIGHWAY',
    },
    orderItems: [
      {
        id: 1,
        product: {
          id: 7,
          name: 'Vitamin C 1000 mg',
          images: [],
          productPricings: [
            { customerType: 'RETAIL_SALE', pricePerUnit: 12_500, originalPricePerUnit: null },
          ],
        },
        qty: 2,
        unitPrice: 12_500,
      },
      {
        id: 2,
        product: {
          id: 9,
          name: 'Fish Oil 1000 mg',
          images: [],
          productPricings: [
            { customerType: 'RETAIL_SALE', pricePerUnit: 30_000, originalPricePerUnit: null },
          ],
        },
        qty: 1,
        unitPrice: 30_000,
      },
    ],
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
