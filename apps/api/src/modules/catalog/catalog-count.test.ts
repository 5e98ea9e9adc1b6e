import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { brands } from '#app/db/schema/index.ts'
import { postJson } from '#test/http.ts'
import { useTestApp } from '#test/test-app.ts'
import { countProducts, EXACT_COUNT_LIMIT } from './catalog.repository.ts'

/** More products of one brand than are counted exactly. */
const MANY = EXACT_COUNT_LIMIT + 234
const PAGE = 50

const t = useTestApp()
let brandId: number
beforeAll(async () => {
  const db = t.app.ctx.db
  const [brand] = await db
    .insert(brands)
    .values({ name: 'Count Brand', slug: 'count-brand' })
    .returning({ id: brands.id })
  brandId = brand?.id as number
  // Prices 1001, 1002, ... so a price range picks an exact number of them.
  await db.execute(sql`
    insert into products (name, slug, brand_id, category_id, retail_price, featured_rank)
    select 'Count product ' || i, 'count-product-' || i, ${brandId},
      (select id from categories where parent_id is not null order by id limit 1), 1000 + i, 900000 + i
    from generate_series(1, ${MANY}) as i`)
  await db.execute(sql`analyze products`)
})

const brandPage = (page: number, body: unknown = {}) =>
  postJson(
    t.app,
    `/api/public/products/BRAND?referenceId=${brandId}&size=${PAGE}&page=${page}`,
    body,
  )

describe('the listing total (decision 051)', () => {
  it('counts exactly up to the limit', async () => {
    const criteria = { brandId, price: { from: 1001, to: 1000 + EXACT_COUNT_LIMIT } }
    expect(await countProducts(t.app.ctx.db, criteria)).toEqual({
      total: EXACT_COUNT_LIMIT,
      exact: true,
    })
    const { body } = await brandPage(0, { pricePerUnit: `1001,${1000 + EXACT_COUNT_LIMIT}` })
    expect(body.total).toBe(EXACT_COUNT_LIMIT)
  })

  it('stops counting past the limit and answers the estimate, never less than it read', async () => {
    const counted = await countProducts(t.app.ctx.db, { brandId })
    expect(counted.exact).toBe(false)
    expect(counted.total).toBeGreaterThan(EXACT_COUNT_LIMIT)
    // Fresh statistics estimate one brand's rows closely.
    expect(Math.abs(counted.total - MANY)).toBeLessThan(MANY * 0.2)
    const { body } = await brandPage(0)
    expect(body.total).toBe(counted.total)
    expect(body.data).toHaveLength(PAGE)
  })

  it('answers the exact total on the last page and past the end', async () => {
    const lastPage = Math.floor(MANY / PAGE)
    const last = await brandPage(lastPage)
    expect(last.body.data).toHaveLength(MANY % PAGE)
    expect(last.body.total).toBe(MANY)
    const beyond = await brandPage(lastPage + 10)
    expect(beyond.body.data).toEqual([])
    expect(beyond.body.total).toBe(MANY)
  })
})
