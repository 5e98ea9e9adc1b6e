import { ArticleListSchema, BLOG_CATEGORIES } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { articles } from '#app/db/schema/index.ts'
import { getJson } from '#test/http.ts'
import { openApiDocument } from '#test/openapi-helpers.ts'
import { expectPagesFromZero } from '#test/paging-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const news = (query = '') => getJson(t.app, `/api/public/blog/news${query}`)
const titles = (body: { data: { title: string }[] }) => body.data.map((a) => a.title)

describe('GET /public/blog/news', () => {
  it('answers a page of 12 published articles, newest first, without their HTML', async () => {
    const { status, body } = await news()
    expect(status).toBe(200)
    ArticleListSchema.parse(body)
    expect(body.pageSize).toBe(12)
    expect(body.data).toHaveLength(12)
    expect(body.total).toBeGreaterThan(12)
    const dates = body.data.map((a: any) => Date.parse(a.blogDate))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(body.data[0]).not.toHaveProperty('content')
    expect(body.data[0].image.urls.thumbnail).toMatch(/\.webp$/)
  })

  it('pages from zero without repeating an article', async () => {
    const { first, second } = await expectPagesFromZero(news, 4)
    expect(first.body.data).toHaveLength(4)
    expect(second.body.pageSize).toBe(4)
    const ids = [...first.body.data, ...second.body.data].map((a: any) => a.id)
    expect(new Set(ids).size).toBe(8)
  })

  it('searches titles and descriptions, case-insensitive, every word, partial words', async () => {
    const title = await news('?search=DENGU')
    expect(titles(title.body)).toEqual(['Dengue season: protect your family'])
    // "mosquitoes" is only in that article's description.
    const description = await news('?search=mosquito')
    expect(titles(description.body)).toContain('Dengue season: protect your family')
    const bothWords = await news(`?search=${encodeURIComponent('family dengue')}`)
    expect(bothWords.body.total).toBe(1)
    expect((await news('?search=dengue%20zzzz')).body.total).toBe(0)
    expect((await news('?search=%25_%25')).body.total).toBe(0)
  })

  it('filters by category, and All means every category', async () => {
    const { body } = await news(`?size=100&category=${encodeURIComponent('Seasonal Health')}`)
    expect(body.total).toBeGreaterThan(0)
    expect(body.data.every((a: any) => a.category === 'Seasonal Health')).toBe(true)
    const [all, none] = await Promise.all([news('?category=All'), news('')])
    expect(all.body).toEqual(none.body)
    for (const category of BLOG_CATEGORIES) {
      expect((await news(`?category=${encodeURIComponent(category)}`)).status).toBe(200)
    }
  })

  it('keeps articles dated from start (inclusive) to end (exclusive)', async () => {
    const { body } = await news('?size=100')
    const middle = body.data[3].blogDate as string
    const from = await news(`?size=100&start=${encodeURIComponent(middle)}`)
    expect(from.body.data.map((a: any) => a.id)).toEqual(
      body.data.slice(0, 4).map((a: any) => a.id),
    )
    const before = await news(`?size=100&end=${encodeURIComponent(middle)}`)
    expect(before.body.data.map((a: any) => a.id)).toEqual(body.data.slice(4).map((a: any) => a.id))
    // A zone offset is understood: the same moment written in Myanmar time.
    const myanmar = new Date(Date.parse(middle) + 6.5 * 3600_000).toISOString().slice(0, 19)
    const sameMoment = await news(`?size=100&start=${encodeURIComponent(`${myanmar}+06:30`)}`)
    expect(sameMoment.body.total).toBe(4)
  })

  it('leaves out unpublished articles, also from answers it had already given', async () => {
    const before = await news('?size=50')
    const hidden = before.body.data[0]
    await t.app.ctx.db
      .update(articles)
      .set({ isPublished: false })
      .where(eq(articles.id, hidden.id))
    await vi.waitFor(async () => {
      const after = await news('?size=50')
      expect(after.body.total).toBe(before.body.total - 1)
      expect(after.body.data.map((a: any) => a.id)).not.toContain(hidden.id)
    })
  })
})

it('is described in the OpenAPI document', async () => {
  const doc = await openApiDocument(t.app)
  const operation = doc.paths['/api/public/blog/news'].get
  expect(operation.summary).toBe('A page of published articles (news), newest first')
  expect(operation.parameters.map((p: any) => p.name)).toEqual(
    expect.arrayContaining(['page', 'size', 'search', 'category', 'start', 'end']),
  )
})

describe('GET /public/blog/news: bad input gets a 400 with a message', () => {
  it.each([
    ['?page=-1', 'page must be a whole number, 0 or more'],
    ['?page=x', 'page must be a whole number, 0 or more'],
    ['?size=101', 'size must be a whole number from 1 to 100'],
    ['?size=0', 'size must be a whole number from 1 to 100'],
    ['?category=Gossip', 'category is not an article category; use one of All, General Knowledge'],
    ['?start=yesterday', 'start must be a date and time like 2025-03-01T00:00:00Z'],
    ['?end=2025-13-01T00:00:00Z', 'end must be a date and time'],
    ['?start=2025-03-01', 'start must be a date and time'],
    [`?search=${'x'.repeat(101)}`, 'search'],
    [
      '?start=2025-03-02T00:00:00Z&end=2025-03-01T00:00:00Z',
      'The start of the date range must not be after its end.',
    ],
  ])('%s', async (query, message) => {
    const { status, body } = await news(query)
    expect(status).toBe(400)
    expect(typeof body.code).toBe('string')
    expect(body.message).toContain(message)
  })
})
