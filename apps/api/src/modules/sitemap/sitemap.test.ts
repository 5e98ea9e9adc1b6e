import { SitemapEntryListSchema, SitemapSummarySchema } from '@kyanma/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getJson, postJson } from '#test/http.ts'
import { useTestApp } from '#test/test-app.ts'
import { findParts } from './sitemap.repository.ts'
import { SitemapService } from './sitemap.service.ts'

const t = useTestApp()

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/

describe('GET /public/sitemap', () => {
  it('lists one part per kind of the demo shop, with counts and the latest change', async () => {
    const { status, body } = await getJson(t.app, '/api/public/sitemap')
    expect(status).toBe(200)
    const summary = SitemapSummarySchema.parse(body)
    expect(summary.data.map((part) => `${part.kind}:${part.page}`)).toEqual([
      'products:0',
      'articles:0',
      'announcements:0',
    ])
    const { body: listing } = await postJson(t.app, '/api/public/products/DEFAULT?size=1', {})
    expect(summary.data[0]?.count).toBe(listing.total)
    for (const part of summary.data) expect(part.lastModified).toMatch(ISO)
  })

  it('splits a kind into parts of the given size, in id order', async () => {
    const service = new SitemapService(t.app.ctx)
    const { body } = await getJson(t.app, '/api/public/sitemap')
    const products = body.data[0].count as number
    const parts = await findParts(t.app.ctx.db, 'products', 100)
    expect(parts.map((part) => part.page)).toEqual(
      Array.from({ length: Math.ceil(products / 100) }, (_, i) => i),
    )
    expect(parts.reduce((sum, part) => sum + part.count, 0)).toBe(products)
    const all = await service.entries('products', 0)
    expect(all.data.map((entry) => entry.id)).toEqual(
      [...all.data.map((entry) => entry.id)].sort((a, b) => a - b),
    )
  })
})

describe('GET /public/sitemap/{kind}', () => {
  it('answers the ids of active products with their time of change', async () => {
    const { status, body } = await getJson(t.app, '/api/public/sitemap/products')
    expect(status).toBe(200)
    const list = SitemapEntryListSchema.parse(body)
    expect(list.pageSize).toBe(10_000)
    expect(list.data.length).toBe(list.total)
    expect(list.data[0]?.lastModified).toMatch(ISO)
  })

  it('leaves out inactive products and unpublished articles and announcements', async () => {
    const { body: before } = await getJson(t.app, '/api/public/sitemap/products')
    const hidden = before.data[0].id
    await t.app.ctx.db.execute(sql`update products set is_active = false where id = ${hidden}`)
    await t.app.ctx.db.execute(sql`update articles set is_published = false where id = 1`)
    await t.app.ctx.db.execute(sql`update announcements set is_published = false where id = 1`)
    try {
      const { body: products } = await getJson(t.app, '/api/public/sitemap/products')
      expect(products.total).toBe(before.total - 1)
      expect(products.data.map((entry: { id: number }) => entry.id)).not.toContain(hidden)
      for (const kind of ['articles', 'announcements']) {
        const { body } = await getJson(t.app, `/api/public/sitemap/${kind}`)
        expect(body.data.map((entry: { id: number }) => entry.id)).not.toContain(1)
      }
    } finally {
      await t.app.ctx.db.execute(sql`update products set is_active = true where id = ${hidden}`)
      await t.app.ctx.db.execute(sql`update articles set is_published = true where id = 1`)
      await t.app.ctx.db.execute(sql`update announcements set is_published = true where id = 1`)
    }
  })

  it('answers an empty part past the last one', async () => {
    const { status, body } = await getJson(t.app, '/api/public/sitemap/articles?page=3')
    expect(status).toBe(200)
    expect(body.data).toEqual([])
    expect(body.total).toBeGreaterThan(0)
  })

  it('refuses an unknown kind and a bad page with a clear message', async () => {
    const kind = await getJson(t.app, '/api/public/sitemap/brands')
    expect(kind.status).toBe(400)
    expect(kind.body.message).toMatch(/products, articles, announcements/)
    const page = await getJson(t.app, '/api/public/sitemap/products?page=-1')
    expect(page.status).toBe(400)
    expect(page.body.message).toMatch(/whole number/)
  })
})
