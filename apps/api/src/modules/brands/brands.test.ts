import { BrandListSchema, BrandSchema } from '@kyanma/shared'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '#app/db/schema/index.ts'
import { eventually } from '#test/eventually.ts'
import { getJson, postJson } from '#test/http.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const brandTotal = async (brandId: number) =>
  (await postJson(t.app, `/api/public/products/BRAND?size=1&referenceId=${brandId}`, {})).body
    .total as number

describe('GET /public/brands', () => {
  it('lists every active brand by name, with logo and product count, in one page', async () => {
    const { status, body } = await getJson(t.app, '/api/public/brands')
    expect(status).toBe(200)
    BrandListSchema.parse(body)
    expect(body.pageSize).toBe(100)
    expect(body.data.length).toBe(body.total)
    expect(body.total).toBeGreaterThan(10)
    const names = body.data.map((b: any) => b.name.toLowerCase())
    expect(names).toEqual([...names].sort())
    expect(body.data.every((b: any) => b.logo?.urls.thumbnail.startsWith('/media/'))).toBe(true)
  })

  it('counts the products the brand listing shows', async () => {
    const { body } = await getJson(t.app, '/api/public/brands')
    const [first, second] = body.data
    expect(first.productCount).toBe(await brandTotal(first.id))
    expect(second.productCount).toBe(await brandTotal(second.id))
  })

  it("counts only the products a shopper can see: a hidden one leaves its brand's count", async () => {
    const brand = (await getJson(t.app, '/api/public/brands')).body.data.find(
      (b: any) => b.productCount > 0,
    )
    const [product] = await t.app.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.brandId, brand.id), eq(products.isActive, true)))
      .limit(1)
    if (!product) throw new Error('a brand with products has an active one')
    const { id } = product
    const hide = (isActive: boolean) =>
      t.app.ctx.db.update(products).set({ isActive }).where(eq(products.id, id))
    await hide(false)
    try {
      await eventually(
        async () =>
          (await getJson(t.app, `/api/public/brands/${brand.id}`)).body.productCount ===
          brand.productCount - 1,
      )
    } finally {
      await hide(true)
    }
  })

  it('pages with a zero-based page and a size', async () => {
    const all = (await getJson(t.app, '/api/public/brands')).body.data.map((b: any) => b.id)
    const page1 = await getJson(t.app, '/api/public/brands?page=1&size=5')
    expect(page1.status).toBe(200)
    expect(page1.body.pageSize).toBe(5)
    expect(page1.body.data.map((b: any) => b.id)).toEqual(all.slice(5, 10))
    const beyond = await getJson(t.app, '/api/public/brands?page=50&size=5')
    expect(beyond.body.data).toEqual([])
    expect(beyond.body.total).toBe(all.length)
  })

  it.each([
    ['?page=-1', 'page must be a whole number, 0 or more'],
    ['?page=abc', 'page must be a whole number, 0 or more'],
    ['?size=101', 'size must be a whole number from 1 to 100'],
    ['?size=0', 'size must be a whole number from 1 to 100'],
    ['?size=ten', 'size must be a whole number from 1 to 100'],
  ])('refuses bad paging %s with a 400 and a message', async (query, message) => {
    const { status, body } = await getJson(t.app, `/api/public/brands${query}`)
    expect(status).toBe(400)
    expect(body.message).toContain(message)
  })

  it('leaves out a brand that is no longer active, at once', async () => {
    const before = (await getJson(t.app, '/api/public/brands')).body
    const gone = before.data[0]
    await t.app.ctx.db.execute(sql`update brands set is_active = false where id = ${gone.id}`)
    try {
      await eventually(async () => {
        const after = (await getJson(t.app, '/api/public/brands')).body
        return after.total === before.total - 1 && after.data[0].id !== gone.id
      })
      expect((await getJson(t.app, `/api/public/brands/${gone.id}`)).status).toBe(404)
    } finally {
      await t.app.ctx.db.execute(sql`update brands set is_active = true where id = ${gone.id}`)
    }
    await eventually(
      async () => (await getJson(t.app, '/api/public/brands')).body.total === before.total,
    )
  })
})

describe('GET /public/brands/{id}', () => {
  it('answers one brand', async () => {
    const listed = (await getJson(t.app, '/api/public/brands?size=1')).body.data[0]
    const { status, body } = await getJson(t.app, `/api/public/brands/${listed.id}`)
    expect(status).toBe(200)
    BrandSchema.parse(body)
    expect(body).toEqual(listed)
  })

  it('answers 404 with a message for a brand that does not exist', async () => {
    const { status, body } = await getJson(t.app, '/api/public/brands/999999')
    expect(status).toBe(404)
    expect(body.message).toBe('This brand does not exist.')
  })

  it.each(['abc', '-1', '0'])('refuses the id %s with a 400', async (id) => {
    const { status, body } = await getJson(t.app, `/api/public/brands/${id}`)
    expect(status).toBe(400)
    expect(body.message).toContain('id must be a positive whole number')
  })
})
