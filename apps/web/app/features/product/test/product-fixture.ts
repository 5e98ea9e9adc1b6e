import type { Product, Review } from '@kyanma/shared'
import { vi } from 'vitest'

const image = (id: number, position: number) => ({
  id,
  urls: {
    public: `/media/products/p0007-${position}-800.webp`,
    thumbnail: `/media/products/p0007-${position}-320.webp`,
  },
  width: 800,
  height: 800,
  alt: 'Vitamin C 1000 mg',
})

/** A supplement as GET /public/products/{id} answers it. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: 'Oceanic Omega Vitamin C 1000 mg, 60 Tablets',
    description: '<p>Supports the immune system.</p>',
    images: [image(70, 1), image(71, 2)],
    productPricings: [
      { customerType: 'RETAIL_SALE', pricePerUnit: 12_500, originalPricePerUnit: 15_000 },
    ],
    brand: { id: 3, name: 'Oceanic Omega', slug: 'oceanic-omega' },
    category: { id: 20, name: 'Vitamins', parentId: 6 },
    avgStars: 7.8,
    totalReviews: 12,
    potency: 1000,
    potencyUnit: 'mg',
    tabletCount: 60,
    packageQty: 60,
    unitForm: 'tablets',
    shippingWeight: 0.119,
    needAttachment: false,
    inStock: true,
    isFlashSale: true,
    isFavorite: false,
    nearestExpiredDate: '2027-11-05',
    stock: 40,
    createdAt: '2025-10-01T00:00:00.000Z',
    supplementFacts: {
      servingSize: '1 tablet',
      servingsPerContainer: 60,
      rows: [
        { nutrient: 'Vitamin C', amount: 1000, unit: 'mg', dailyValue: 1111 },
        { nutrient: 'Rose Hips', amount: 25, unit: 'mg', dailyValue: null },
      ],
      otherIngredients: 'Microcrystalline cellulose',
    },
    ...overrides,
  }
}

export function reviewFixture(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    stars: 8,
    review: `Review number ${id}: works well for me.`,
    createdAt: '2025-12-24T10:00:00.000Z',
    customer: { id: 100 + id, user: { displayName: `Customer ${id}`, profileImage: null } },
    ...overrides,
  }
}

/**
 * Answers the browser's API calls like the server would, from a route table, and records them.
 * Anything not in the table is a 404.
 */
export function stubApi(routes: Record<string, unknown>) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      const key = `${url.pathname}${url.search}`
      calls.push(key)
      const match = Object.entries(routes).find(([path]) => key === path || url.pathname === path)
      return match
        ? new Response(JSON.stringify(match[1]), {
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), {
            status: 404,
          })
    }),
  )
  return calls
}
