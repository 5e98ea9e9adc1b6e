import { CATEGORY_IDS, PRIMARY_CATEGORY_PARENT_ID, ProductListSchema } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { getJson, postJson } from '#test/http.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const list = (type: string, query = '', body: unknown = {}) =>
  postJson(t.app, `/api/public/products/${type}${query}`, body)

async function allProducts(type: string, query = '', body: unknown = {}) {
  const first = await list(type, `?size=100${query}`, body)
  const pages = Math.ceil(first.body.total / 100)
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) =>
      list(type, `?size=100&page=${i + 1}${query}`, body),
    ),
  )
  return [first, ...rest].flatMap((page) => page.body.data)
}

describe('POST /public/products/{type}', () => {
  it('answers a page of 12 with the spec shape { data, total, pageSize }', async () => {
    const { status, body } = await list('DEFAULT')
    expect(status).toBe(200)
    expect(ProductListSchema.parse(body)).toBeTruthy()
    expect(body.data).toHaveLength(12)
    expect(body.pageSize).toBe(12)
    expect(body.total).toBeGreaterThanOrEqual(240)
    expect(body.data.every((p: any) => p.isFavorite === false)).toBe(true)
  })

  it('pages are zero-based, disjoint and in a stable order', async () => {
    const [page0, page1, both] = await Promise.all([
      list('DEFAULT', '?page=0&size=6'),
      list('DEFAULT', '?page=1&size=6'),
      list('DEFAULT', '?page=0&size=12'),
    ])
    const ids = (r: any) => r.body.data.map((p: any) => p.id)
    expect([...ids(page0), ...ids(page1)]).toEqual(ids(both))
  })

  it('answers an empty page past the end, with the same total', async () => {
    const { body } = await list('DEFAULT', '?page=1000')
    expect(body.data).toEqual([])
    expect(body.total).toBeGreaterThanOrEqual(240)
  })

  it('accepts the lower-case aliases of the listing types', async () => {
    const [upper, lower] = await Promise.all([list('DEFAULT'), list('default')])
    expect(lower.body).toEqual(upper.body)
    expect((await list('recommended')).status).toBe(200)
    expect((await list('related', '?referenceId=1')).status).toBe(200)
  })

  it('CATEGORY includes the products of every sub-category', async () => {
    const children = await getJson(t.app, `/api/public/primary/${CATEGORY_IDS.supplements}/parent`)
    const allowed = new Set([CATEGORY_IDS.supplements, ...children.body.data.map((c: any) => c.id)])
    const products = await allProducts('CATEGORY', `&referenceId=${CATEGORY_IDS.supplements}`)
    expect(products.length).toBeGreaterThanOrEqual(20)
    expect(products.every((p) => allowed.has(p.category.id))).toBe(true)
    const fromSubCategories = products.filter((p) => p.category.id !== CATEGORY_IDS.supplements)
    expect(fromSubCategories.length).toBeGreaterThan(0)
  })

  it('has products in each of the seven main categories', async () => {
    for (const id of Object.values(CATEGORY_IDS)) {
      const { body } = await list('CATEGORY', `?referenceId=${id}`)
      expect(body.total, `category ${id}`).toBeGreaterThanOrEqual(20)
    }
  })

  it('BRAND lists only that brand', async () => {
    const { body: sample } = await list('DEFAULT')
    const brand = sample.data.find((p: any) => p.brand).brand
    const products = await allProducts('BRAND', `&referenceId=${brand.id}`)
    expect(products.length).toBeGreaterThan(0)
    expect(products.every((p) => p.brand.id === brand.id)).toBe(true)
  })

  it('RELATED lists other products of the same family, the same category first', async () => {
    const { body: product } = await getJson(t.app, '/api/public/products/1')
    const { body } = await list('RELATED', '?referenceId=1&size=4')
    expect(body.data).toHaveLength(4)
    expect(body.data.some((p: any) => p.id === 1)).toBe(false)
    expect(body.data[0].category.id).toBe(product.category.id)
  })

  it('FLASH_SALE lists sale products with their price before the sale', async () => {
    const products = await allProducts('FLASH_SALE')
    expect(products.length).toBeGreaterThanOrEqual(4)
    for (const p of products) {
      expect(p.isFlashSale).toBe(true)
      const retail = p.productPricings.find((x: any) => x.customerType === 'RETAIL_SALE')
      expect(retail.originalPricePerUnit).toBeGreaterThan(retail.pricePerUnit)
    }
  })

  it('RECOMMENDED, BEST_SELLER and NEW_ARRIVAL each list a different selection', async () => {
    const [recommended, best, newest, all] = await Promise.all([
      list('RECOMMENDED', '?size=100'),
      list('BEST_SELLER', '?size=100'),
      list('NEW_ARRIVAL', '?size=4'),
      list('DEFAULT', '?size=4'),
    ])
    expect(recommended.body.total).toBeGreaterThanOrEqual(4)
    expect(recommended.body.total).toBeLessThan(all.body.total)
    expect(best.body.total).toBeGreaterThanOrEqual(4)
    expect(best.body.total).toBeLessThan(all.body.total)
    expect(newest.body.total).toBe(all.body.total)
    expect(newest.body.data.map((p: any) => p.id)).not.toEqual(all.body.data.map((p: any) => p.id))
  })

  it('BEST_SELLER with a referenceId stays inside that category (the home page tabs)', async () => {
    const products = await allProducts('BEST_SELLER', `&referenceId=${CATEGORY_IDS.supplements}`)
    const children = await getJson(t.app, `/api/public/primary/${CATEGORY_IDS.supplements}/parent`)
    const allowed = new Set([CATEGORY_IDS.supplements, ...children.body.data.map((c: any) => c.id)])
    expect(products.every((p) => allowed.has(p.category.id))).toBe(true)
  })

  it('FAVORITES asks a visitor to sign in', async () => {
    const { status, body } = await list('FAVORITES')
    expect(status).toBe(401)
    expect(body).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' })
  })
})

describe('GET /public/primary/{id}/parent', () => {
  it('lists the seven main categories under parent 2 with the reference ids', async () => {
    const { status, body } = await getJson(
      t.app,
      `/api/public/primary/${PRIMARY_CATEGORY_PARENT_ID}/parent`,
    )
    expect(status).toBe(200)
    const byId = Object.fromEntries(body.data.map((c: any) => [c.id, c.name]))
    expect(byId).toEqual({
      70: 'Book',
      126: 'Cosmetic',
      131: 'Grocery',
      171: 'Medicine',
      81: 'Medical Supplies',
      117: 'Skincare',
      6: 'Supplements',
    })
  })

  it('answers 404 for a category that does not exist', async () => {
    const { status, body } = await getJson(t.app, '/api/public/primary/99999/parent')
    expect(status).toBe(404)
    expect(body.message).toBe('This category does not exist.')
  })
})
