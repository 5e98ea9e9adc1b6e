import type { Customer } from '@kyanma/shared'

/** A signed-in customer as GET /customers/me answers it. */
export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 5,
    referralCode: 'KYA5B7Q',
    currentPoint: 1_250,
    level: { level: 'Silver', levelUpPoints: 5_000, minPoints: 1_000, nextLevel: 'Gold' },
    user: {
      id: 11,
      displayName: 'Aye Aye',
      phoneNumber: '09790000123',
      email: 'aye@example.com',
      profileImage: null,
      role: 'customer',
    },
    ...overrides,
  }
}
