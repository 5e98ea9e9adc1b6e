import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { eventually } from '#test/eventually.ts'
import { getJson, postJson } from '#test/http.ts'
import { createTestApp, type TestApp, useTestApp } from '#test/test-app.ts'
import { postgresUrlFromEnv } from '#test/test-config.ts'

const t = useTestApp()

const firstProduct = async (app: TestApp['app']) =>
  (await postJson(app, '/api/public/products/DEFAULT?size=1', {})).body.data[0]

describe('cached catalogue answers', () => {
  it('serves repeated requests from the cache', async () => {
    const cache = t.app.services.catalogCache
    await postJson(t.app, '/api/public/products/DEFAULT?size=5', {})
    const hitsBefore = cache.hits
    await postJson(t.app, '/api/public/products/DEFAULT?size=5', {})
    expect(cache.hits).toBeGreaterThan(hitsBefore)
  })

  it('shows a committed change to a product, its price and its detail promptly', async () => {
    const before = await firstProduct(t.app)
    await getJson(t.app, `/api/public/products/${before.id}`)
    await t.app.ctx.db.execute(
      sql`update products set name = 'Renamed In Test' where id = ${before.id}`,
    )
    await t.app.ctx.db.execute(
      sql`update product_pricings set price_per_unit = 12345 where product_id = ${before.id} and customer_type = 'RETAIL_SALE'`,
    )
    await eventually(async () => {
      const after = await firstProduct(t.app)
      const detail = (await getJson(t.app, `/api/public/products/${before.id}`)).body
      return (
        after.name === 'Renamed In Test' &&
        detail.productPricings[0].pricePerUnit === 12345 &&
        detail.name === 'Renamed In Test'
      )
    })
    const filtered = await postJson(t.app, '/api/public/products/DEFAULT', {
      pricePerUnit: '12345,12345',
    })
    expect(filtered.body.data.map((p: any) => p.id)).toContain(before.id)
  })
})

describe('a change to a stock count alone', () => {
  const setStock = (id: number, stock: number) =>
    t.app.ctx.db.execute(sql`update products set stock = ${stock} where id = ${id}`)
  const listing = () => postJson(t.app, '/api/public/products/DEFAULT?size=3', {})
  /** Is the listing answer still the cached one? Answers it twice, counting cache misses. */
  async function listingStillCached(): Promise<boolean> {
    const cache = t.app.services.catalogCache
    const misses = cache.misses
    await listing()
    return cache.misses === misses
  }

  it("drops only that product's page: lists, which show no count, stay cached", async () => {
    const product = await firstProduct(t.app)
    const { stock } = (await getJson(t.app, `/api/public/products/${product.id}`)).body
    const stockShown = async (expected: number) =>
      (await getJson(t.app, `/api/public/products/${product.id}`)).body.stock === expected
    await setStock(product.id, stock + 5)
    await eventually(() => stockShown(stock + 5))
    await listing()
    expect(await listingStillCached()).toBe(true)
    await setStock(product.id, stock + 4)
    await eventually(
      async () =>
        (await getJson(t.app, `/api/public/products/${product.id}`)).body.stock === stock + 4,
    )
    expect(await listingStillCached()).toBe(true)
  })

  it('drops everything when a product runs out or comes back (lists show in stock)', async () => {
    const product = await firstProduct(t.app)
    await setStock(product.id, 3)
    await eventually(async () => (await firstProduct(t.app)).inStock === true)
    await setStock(product.id, 0)
    await eventually(async () => (await firstProduct(t.app)).inStock === false)
    await setStock(product.id, 7)
    await eventually(async () => (await firstProduct(t.app)).inStock === true)
  })
})

describe.runIf(postgresUrlFromEnv())('several server processes on one PostgreSQL', () => {
  it("sees another process's change without restarting", async () => {
    const other = await createTestApp({ sameSchemaAs: t })
    try {
      const before = await firstProduct(other.app)
      await firstProduct(t.app)
      await t.app.ctx.db.execute(
        sql`update products set name = 'Changed By Process A' where id = ${before.id}`,
      )
      await eventually(async () => (await firstProduct(other.app)).name === 'Changed By Process A')
    } finally {
      await other.close()
    }
  })
})
