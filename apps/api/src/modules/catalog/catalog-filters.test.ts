import {
  CATEGORY_IDS,
  POTENCY_RANGES,
  PRICE_RANGES,
  rangeToWire,
  SHIPPING_WEIGHT_RANGES,
  TABLET_COUNT_RANGES,
} from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { postJson, retailPrice } from '#test/http.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

async function listAll(body: unknown, query = '') {
  const products: any[] = []
  for (let page = 0; ; page++) {
    const { status, body: answer } = await postJson(
      t.app,
      `/api/public/products/DEFAULT?size=100&page=${page}${query}`,
      body,
    )
    expect(status).toBe(200)
    products.push(...answer.data)
    if (products.length >= answer.total) return { products, total: answer.total as number }
  }
}

const within = (value: number | null, range: { from: number; to?: number }) =>
  value !== null && value >= range.from && (range.to === undefined || value <= range.to)

describe('range filters (inclusive, "from,to" or { from, to })', () => {
  it.each(PRICE_RANGES.map((r) => [rangeToWire(r), r] as const))(
    'price %s keeps only products in the band, and finds some',
    async (wire, range) => {
      const { products } = await listAll({ pricePerUnit: wire })
      expect(products.length).toBeGreaterThan(0)
      expect(products.every((p) => within(retailPrice(p), range))).toBe(true)
    },
  )

  it('reads the same range sent as an object of text, as the web client does', async () => {
    const asText = await listAll({ pricePerUnit: '10000,30000' })
    const asObject = await listAll({ pricePerUnit: { from: '10000', to: '30000' } })
    expect(asObject.products.map((p) => p.id)).toEqual(asText.products.map((p) => p.id))
  })

  it('the 80,000-100,000 gap of the panel still has products when asked for directly', async () => {
    const { products } = await listAll({ pricePerUnit: '80000,100000' })
    expect(products.length).toBeGreaterThan(0)
  })

  it.each(POTENCY_RANGES.map((r) => [rangeToWire(r), r] as const))(
    'potency %s',
    async (wire, range) => {
      const { products } = await listAll({ potency: wire })
      expect(products.length).toBeGreaterThan(0)
      expect(products.every((p) => within(p.potency, range))).toBe(true)
    },
  )

  it.each(SHIPPING_WEIGHT_RANGES.map((r) => [rangeToWire(r), r] as const))(
    'shipping weight %s kg',
    async (wire, range) => {
      const { products } = await listAll({ shippingWeight: wire })
      expect(products.length).toBeGreaterThan(0)
      expect(products.every((p) => within(p.shippingWeight, range))).toBe(true)
    },
  )

  it.each(TABLET_COUNT_RANGES.map((r) => [rangeToWire(r), r] as const))(
    'tablet count %s',
    async (wire, range) => {
      const { products } = await listAll({ packageQty: wire })
      expect(products.length).toBeGreaterThan(0)
      expect(products.every((p) => within(p.packageQty, range))).toBe(true)
    },
  )

  it('rating keeps the average stars between minimum and maximum (0-10)', async () => {
    const { products } = await listAll({ rating: '7,10' })
    expect(products.length).toBeGreaterThan(0)
    expect(products.every((p) => p.avgStars >= 7 && p.avgStars <= 10)).toBe(true)
    const everything = await listAll({ rating: '0,10' })
    const unfiltered = await listAll({})
    expect(everything.total).toBe(unfiltered.total)
  })
})

describe('other filters', () => {
  it('prescription true/false splits the catalogue; empty means both', async () => {
    const [required, notRequired, both] = await Promise.all([
      listAll({ needAttachment: true }),
      listAll({ needAttachment: 'false' }),
      listAll({ needAttachment: '' }),
    ])
    expect(required.products.length).toBeGreaterThan(0)
    expect(required.products.every((p) => p.needAttachment)).toBe(true)
    expect(notRequired.products.every((p) => !p.needAttachment)).toBe(true)
    expect(required.total + notRequired.total).toBe(both.total)
  })

  it('search text matches partial words, whatever the case', async () => {
    const { products } = await listAll({ search: 'VITAM' })
    expect(products.length).toBeGreaterThan(0)
    expect(products.every((p) => p.name.toLowerCase().includes('vitam'))).toBe(true)
  })

  it('combines a category with two range filters', async () => {
    const body = { pricePerUnit: '10000,60000', potency: '100,1000' }
    const { products, total } = await listAll(body, `&referenceId=${CATEGORY_IDS.supplements}`)
    expect(total).toBe(products.length)
    for (const p of products) {
      expect(within(retailPrice(p), { from: 10000, to: 60000 })).toBe(true)
      expect(within(p.potency, { from: 100, to: 1000 })).toBe(true)
    }
  })

  it('null and empty values are no filter', async () => {
    const [withNulls, none] = await Promise.all([
      listAll({ pricePerUnit: null, potency: '', search: null }),
      listAll({}),
    ])
    expect(withNulls.total).toBe(none.total)
  })

  it('sorts by price when asked', async () => {
    const { body } = await postJson(
      t.app,
      '/api/public/products/DEFAULT?size=50&sort=price_asc',
      {},
    )
    const prices = body.data.map(retailPrice)
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b))
  })
})
