import { ProductSchema } from '@kyanma/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '#app/lib/sanitize-html.ts'
import { eventually } from '#test/eventually.ts'
import { getJson, postJson } from '#test/http.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

async function firstFound(filter: string) {
  const { body } = await postJson(t.app, '/api/public/products/DEFAULT?size=1', { filter })
  const found = body.data[0]
  if (!found) throw new Error(`no demo product matches "${filter}"`)
  return found as { id: number; name: string }
}

describe('supplement facts on GET /public/products/{id}', () => {
  it("answers a supplement's own panel, worked out from its strength and pack", async () => {
    const found = await firstFound('vitamin c tablets')
    const { status, body } = await getJson(t.app, `/api/public/products/${found.id}`)
    expect(status).toBe(200)
    const product = ProductSchema.parse(body)
    const facts = product.supplementFacts
    expect(facts).not.toBeNull()
    expect(facts?.servingSize).toBe('1 tablet')
    expect(facts?.servingsPerContainer).toBe(product.tabletCount)
    const vitaminC = facts?.rows.find((row) => row.nutrient === 'Vitamin C')
    expect(vitaminC).toMatchObject({ amount: product.potency, unit: 'mg' })
    // 90 mg is the adult Daily Value of vitamin C.
    expect(vitaminC?.dailyValue).toBe(Math.round(((product.potency ?? 0) / 90) * 100))
  })

  it('has no daily value where none is established, and several rows for a complex', async () => {
    const fishOil = await getJson(
      t.app,
      `/api/public/products/${(await firstFound('fish oil')).id}`,
    )
    const rows = fishOil.body.supplementFacts.rows as { nutrient: string; dailyValue: unknown }[]
    expect(rows.length).toBeGreaterThan(2)
    expect(rows.find((row) => row.nutrient.startsWith('EPA'))?.dailyValue).toBeNull()
  })

  it('is null for products that are not supplements', async () => {
    for (const filter of ['paracetamol', 'sunscreen']) {
      const { body } = await getJson(t.app, `/api/public/products/${(await firstFound(filter)).id}`)
      expect(body.supplementFacts, filter).toBeNull()
    }
  })

  it('stays out of list answers', async () => {
    const { body } = await postJson(t.app, '/api/public/products/DEFAULT?size=40', {})
    for (const product of body.data) {
      expect(product).not.toHaveProperty('supplementFacts')
      expect(product).not.toHaveProperty('description')
    }
  })

  it('every demo supplement has facts', async () => {
    const result = (await t.app.ctx.db.execute(sql`
      select count(*)::int as missing from products p join categories c on c.id = p.category_id
      where c.parent_id = 6 and p.supplement_facts is null`)) as unknown as {
      rows: { missing: number }[]
    }
    expect(result.rows[0]?.missing).toBe(0)
  })
})

describe('description HTML', () => {
  it('is stored clean by the seed', async () => {
    const result = (await t.app.ctx.db.execute(
      sql`select id, description from products`,
    )) as unknown as { rows: { id: number; description: string }[] }
    expect(result.rows.length).toBeGreaterThan(200)
    for (const row of result.rows) {
      expect(sanitizeHtml(row.description), `product ${row.id}`).toBe(row.description)
    }
  })

  it('is answered clean even when a row was written around the app', async () => {
    const { id } = await firstFound('zinc')
    await getJson(t.app, `/api/public/products/${id}`)
    await t.app.ctx.db.execute(
      sql`update products set description = ${
        '<p onclick="steal()">Fine print</p><script>alert(document.cookie)</script>' +
        '<img src=x onerror="alert(1)"><a href="javascript:alert(2)">link</a>' +
        '<iframe src="https://evil.example"></iframe><p>End</p>'
      } where id = ${id}`,
    )
    let description = ''
    await eventually(async () => {
      description = (await getJson(t.app, `/api/public/products/${id}`)).body.description
      return description.includes('Fine print')
    })
    expect(description).toBe('<p>Fine print</p><a>link</a><p>End</p>')
    expect(description).not.toMatch(/script|onerror|onclick|javascript:|iframe/i)
  })
})
