import type { OrderPrescription, Prescription } from '@kyanma/shared'
import type { CheckoutItem } from '../checkout-item.ts'
import { cartItems } from './order-fixture.ts'

/** The cart's two products, the second one (an antibiotic) needing a prescription. */
export const rxCartItems: CheckoutItem[] = [
  { ...(cartItems[0] as CheckoutItem), needAttachment: false },
  {
    id: 12,
    name: 'Amoxicillin 250 mg',
    images: [],
    productPricings: [
      { customerType: 'RETAIL_SALE', pricePerUnit: 4_500, originalPricePerUnit: null },
    ],
    brand: null,
    category: { id: 30, name: 'Medicine' },
    quantity: 1,
    needAttachment: true,
  },
]

/** One of the customer's prescriptions as GET /customers/me/prescriptions lists it. */
export function prescriptionFixture(overrides: Partial<Prescription> = {}): Prescription {
  const id = overrides.id ?? 31
  return {
    id,
    status: 'UPLOADED',
    validUntil: null,
    createdAt: '2026-11-24T03:00:00.000Z',
    urls: { private: `/api/customers/me/prescriptions/${id}/file` },
    usable: true,
    ...overrides,
  }
}

/** An order's prescription track as its answer carries it. */
export function orderPrescriptionFixture(
  overrides: Partial<OrderPrescription> = {},
): OrderPrescription {
  return {
    status: 'WAITING_CHECK',
    dueAt: null,
    refusalReason: null,
    files: [{ id: 31, urls: { private: '/api/customers/me/prescriptions/31/file' } }],
    ...overrides,
  }
}
