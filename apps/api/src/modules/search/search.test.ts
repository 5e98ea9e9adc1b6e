import { SearchResultSchema } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { getJson, postJson } from '#test/http.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const search = (filter: string) =>
  getJson(t.app, `/api/public/search?filter=${encodeURIComponent(filter)}`)

describe('GET /public/search', () => {
  it('answers the four groups in order: Products, News, Brands, Categories', async () => {
    const { status, body } = await search('vitamin')
    expect(status).toBe(200)
    SearchResultSchema.parse(body)
    expect(body.data.map((g: any) => g.title)).toEqual(['Products', 'News', 'Brands', 'Categories'])
    const products = body.data[0]
    expect(products.data.length).toBeGreaterThan(0)
    expect(products.total).toBeGreaterThanOrEqual(products.data.length)
    expect(products.data.every((p: any) => /vitamin/i.test(p.name))).toBe(true)
  })

  it('is case-insensitive and matches partial words', async () => {
    const [lower, partialUpper] = await Promise.all([search('vitamin'), search('VITAMI')])
    expect(partialUpper.body.data[0].total).toBe(lower.body.data[0].total)
  })

  it('needs every word, in any order ("c vitam")', async () => {
    const { body } = await search('c vitam')
    const names = body.data[0].data.map((p: any) => p.name.toLowerCase())
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((n: string) => n.includes('vitam') && n.includes('c'))).toBe(true)
  })

  it('finds brands, categories and news by name', async () => {
    const { body: sample } = await getJson(t.app, '/api/public/products/1')
    const brandWord = sample.brand.name.split(' ')[0].slice(0, 4)
    const brands = (await search(brandWord)).body.data[2]
    expect(brands.data.some((b: any) => b.name === sample.brand.name)).toBe(true)

    const categories = (await search('skin')).body.data[3]
    expect(categories.data.some((c: any) => c.name === 'Skincare')).toBe(true)
  })

  it('finds articles in the News group', async () => {
    const { body } = await search('health')
    const news = body.data[1]
    expect(news.total).toBeGreaterThan(0)
    expect(news.data.every((a: any) => /health/i.test(a.title))).toBe(true)
  })

  it('treats LIKE wildcards as plain characters', async () => {
    const { status, body } = await search('%_%')
    expect(status).toBe(200)
    expect(body.data[0].total).toBe(0)
  })

  it.each([
    ['', 'Type something to search for.'],
    ['   ', 'Type something to search for.'],
  ])('refuses empty search text %j', async (filter, message) => {
    const { status, body } = await search(filter)
    expect(status).toBe(400)
    expect(body.message).toContain(message)
  })

  it('refuses a missing filter and an over-long one, saying so in the asked language', async () => {
    expect((await getJson(t.app, '/api/public/search')).status).toBe(400)
    const tooLong = await search('x'.repeat(101))
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toContain('A search can have at most 100 characters.')
    const inBurmese = await t.app.inject({
      url: `/api/public/search?filter=${'x'.repeat(101)}`,
      headers: { 'accept-language': 'my' },
    })
    expect(inBurmese.statusCode).toBe(400)
    expect(inBurmese.json().message).toContain('ရှာဖွေစာကို စာလုံး 100 လုံးအထိသာ')
  })

  it("refuses an over-long filter of the listing and the articles' search the same way", async () => {
    const listing = await postJson(t.app, '/api/public/products/DEFAULT?page=0&size=12', {
      filter: 'x'.repeat(101),
    })
    expect(listing.status).toBe(400)
    expect(listing.body.message).toContain('A search can have at most 100 characters.')
    const articles = await getJson(t.app, `/api/public/blog/news?search=${'x'.repeat(101)}`)
    expect(articles.status).toBe(400)
    expect(articles.body.message).toContain('A search can have at most 100 characters.')
  })
})

describe('GET /public/popular/search', () => {
  it('starts from the seeded list', async () => {
    const { status, body } = await getJson(t.app, '/api/public/popular/search')
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(3)
  })

  it('learns from real searches that find products', async () => {
    for (let i = 0; i < 50; i++) await search('Fish  OIL')
    for (let i = 0; i < 50; i++) await search('zzzz nothing matches')
    await t.app.services.keywordRecorder.flush()
    const { body } = await getJson(t.app, '/api/public/popular/search')
    expect(body.data[0]).toBe('fish oil')
    expect(body.data).not.toContain('zzzz nothing matches')
  })
})
