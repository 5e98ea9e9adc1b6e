import { ArticleSchema, messages } from '@kyanma/shared'
import { eq, ne } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { articles } from '#app/db/schema/index.ts'
import { getJson } from '#test/http.ts'
import { openApiDocument } from '#test/openapi-helpers.ts'
import { useTestApp } from '#test/test-app.ts'
import { articleValues } from './article-values.ts'

const t = useTestApp()

const article = (id: number | string) => getJson(t.app, `/api/public/blog/news/${id}`)

const HOSTILE = [
  '<h1>Stay well</h1><p onclick="steal()">Drink <b>water</b>.</p>',
  '<script>document.cookie</script><img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a><a href="https://who.int">WHO</a>',
  '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"><text>x</text></svg>',
].join('')

/** Inserts an article written straight to the table, as a tool other than the app might. */
async function insertArticle(values: Partial<typeof articles.$inferInsert>) {
  const [row] = await t.app.ctx.db
    .insert(articles)
    .values({
      title: 'Test article',
      author: 'Test author',
      category: 'Nutrition',
      blogDate: new Date('2020-01-01T00:00:00Z'),
      content: '<p>Hello</p>',
      ...values,
    })
    .returning()
  if (!row) throw new Error('not inserted')
  return row
}

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<img/i)
  expect(html).not.toContain('document.cookie')
}

describe('GET /public/blog/news/{id}', () => {
  it('answers a published article with its image and sanitized HTML content', async () => {
    const list = await getJson(t.app, '/api/public/blog/news?size=1')
    const summary = list.body.data[0]
    const { status, body } = await article(summary.id)
    expect(status).toBe(200)
    ArticleSchema.parse(body)
    expect(body).toMatchObject(summary)
    expect(body.content).toMatch(/<(p|h2|ul)>/)
    expectHarmless(body.content)
  })

  it.each([
    ['an id no article has', 999_999],
    ['an unpublished article', 'unpublished'],
  ])('answers 404 for %s', async (_, which) => {
    const id =
      which === 'unpublished' ? (await insertArticle({ isPublished: false })).id : Number(which)
    const { status, body } = await article(id)
    expect(status).toBe(404)
    expect(body).toEqual({ code: 'NOT_FOUND', message: messages.articleNotFound })
  })

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('answers 400 for the id %s', async (id) => {
    const { status, body } = await article(id)
    expect(status).toBe(400)
    expect(body.message).toContain('id')
  })

  it('stops showing an article once it is unpublished', async () => {
    const row = await insertArticle({})
    expect((await article(row.id)).status).toBe(200)
    await t.app.ctx.db.update(articles).set({ isPublished: false }).where(eq(articles.id, row.id))
    await vi.waitFor(async () => expect((await article(row.id)).status).toBe(404))
  })
})

describe('article HTML', () => {
  it('is sanitized when stored: scripts, event handlers and javascript: links are gone', async () => {
    const row = await insertArticle(articleValues({ ...baseArticle(), content: HOSTILE }))
    const [stored] = await t.app.ctx.db.select().from(articles).where(eq(articles.id, row.id))
    expectHarmless(stored?.content ?? '')
    expect(stored?.title).toBe('Spaces around')
    // What is safe stays: text, allowed elements and the https link (marked as leaving the shop).
    expect(stored?.content).toContain('<h2>Stay well</h2><p>Drink <b>water</b>.</p>')
    expect(stored?.content).toContain(
      '<a href="https://who.int" rel="nofollow noopener noreferrer">WHO</a>',
    )
  })

  it('is sanitized again when answered, even if written around articleValues', async () => {
    const row = await insertArticle({ content: HOSTILE })
    const { status, body } = await article(row.id)
    expect(status).toBe(200)
    expectHarmless(body.content)
    expect(body.content).toContain('Drink <b>water</b>.')
  })

  it('is stored sanitized by the demo seed', async () => {
    // The articles this file wrote itself are by 'Test author'.
    const rows = await t.app.ctx.db
      .select({ content: articles.content })
      .from(articles)
      .where(ne(articles.author, 'Test author'))
    expect(rows.length).toBeGreaterThan(12)
    for (const { content } of rows) expectHarmless(content)
  })
})

function baseArticle() {
  return {
    title: '  Spaces around  ',
    author: 'Test author',
    category: 'Nutrition',
    blogDate: new Date('2020-01-02T00:00:00Z'),
    content: '',
  }
}

it('is described in the OpenAPI document', async () => {
  const doc = await openApiDocument(t.app)
  const operation = doc.paths['/api/public/blog/news/{id}'].get
  expect(operation.tags).toEqual(['content'])
  expect(operation.summary).toBe('One published article with its sanitized HTML content')
  expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '404']))
})
