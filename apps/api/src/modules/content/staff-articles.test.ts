import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { articles, media, staffAuditLog } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { smallImage } from '#test/receipt-helpers.ts'
import { expectStaffOnly, uploadImage, useAppAsAdmin } from '#test/staff-helpers.ts'
import { uniqueNames } from '#test/unique-names.ts'

const URL = '/api/admin/articles'
const newTitle = uniqueNames('Staff article')

function articleBody(overrides: Record<string, unknown> = {}) {
  return {
    title: newTitle(),
    description: 'Why sleep matters',
    author: 'Dr. Hla',
    category: 'Nutrition',
    blogDate: '2026-03-01T00:00:00Z',
    content: '<p>Sleep <strong>eight</strong> hours.</p>',
    imageId: null,
    isPublished: true,
    ...overrides,
  }
}

describe('staff writing articles', () => {
  const t = useAppAsAdmin()

  const storedByTitle = (title: string) =>
    t.app.ctx.db.select().from(articles).where(eq(articles.title, title))
  const publicArticle = (id: number) => call(t.app, 'GET', `/api/public/blog/news/${id}`)

  it('publishes an article with a picture; the blog shows it and the log records it', async () => {
    const image = await uploadImage(t.app, t.adminToken, await smallImage(), 'purpose=article')
    const body = articleBody({ imageId: image.body.id })
    const created = await call(t.app, 'POST', URL, { token: t.adminToken, body })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: body.title,
      isPublished: true,
      image: { id: image.body.id },
    })
    const shown = await publicArticle(created.body.id)
    expect(shown).toMatchObject({ status: 200, body: { title: body.title, author: 'Dr. Hla' } })
    expect(shown.body.content).toContain('<strong>eight</strong>')
    const [logged] = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'article.create'))
    expect(logged).toMatchObject({ entity: 'article', after: { title: body.title } })
  })

  it('removes scripts, event handlers and javascript: links before storing', async () => {
    const content =
      '<p>Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)">' +
      '<p><a href="javascript:alert(3)">click</a> <a href="/products/1">shop</a></p>'
    const created = await call(t.app, 'POST', URL, {
      token: t.adminToken,
      body: articleBody({ content }),
    })
    expect(created.status).toBe(201)
    const [row] = await storedByTitle(created.body.title)
    const shown = await publicArticle(created.body.id)
    for (const html of [row?.content ?? '', shown.body.content, created.body.content]) {
      expect(html).not.toMatch(/<script|onerror|javascript:/i)
      expect(html).toContain('<a href="/products/1">shop</a>')
      expect(html).toContain('Hello')
    }
  })

  it('edits an article: the public answer changes, a draft disappears from the blog', async () => {
    const created = (await call(t.app, 'POST', URL, { token: t.adminToken, body: articleBody() }))
      .body
    expect((await publicArticle(created.id)).status).toBe(200)
    const edited = await call(t.app, 'PUT', `${URL}/${created.id}`, {
      token: t.adminToken,
      body: articleBody({ title: `${created.title} (new)`, category: 'News' }),
    })
    expect(edited).toMatchObject({ status: 200, body: { category: 'News' } })
    // The public answer is cached; the table's trigger clears it, on PostgreSQL a moment later.
    await vi.waitFor(async () =>
      expect((await publicArticle(created.id)).body.title).toBe(`${created.title} (new)`),
    )
    await call(t.app, 'PUT', `${URL}/${created.id}`, {
      token: t.adminToken,
      body: articleBody({ title: created.title, isPublished: false }),
    })
    await vi.waitFor(async () => expect((await publicArticle(created.id)).status).toBe(404))
    const staffView = await call(t.app, 'GET', `${URL}/${created.id}`, { token: t.adminToken })
    expect(staffView.body).toMatchObject({ isPublished: false, content: expect.any(String) })
    const listed = await call(t.app, 'GET', `${URL}?search=${encodeURIComponent(created.title)}`, {
      token: t.adminToken,
    })
    expect(listed.body).toMatchObject({ total: 1, data: [{ id: created.id, isPublished: false }] })
    expect(listed.body.data[0].content).toBeUndefined()
    const [logged] = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'article.update'))
    expect(logged).toMatchObject({
      entityId: String(created.id),
      before: { title: created.title, category: 'Nutrition' },
      after: { category: 'News' },
    })
  })

  it.each([
    [{ title: '' }, messages.articleTitleRequired],
    [{ author: ' ' }, messages.articleAuthorRequired],
    [{ category: 'Gossip' }, messages.articleCategoryInvalid],
    [{ content: '' }, messages.articleContentRequired],
    [{ content: '<script>alert(1)</script>' }, messages.articleContentRequired],
    [{ blogDate: 'yesterday' }, messages.invalidDateTime],
    [{ imageId: 999999 }, messages.imageNotFound.replace('{ids}', '999999')],
  ])('refuses %j with its message, storing nothing', async (change, message) => {
    const body = articleBody(change)
    const refused = await call(t.app, 'POST', URL, { token: t.adminToken, body })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(message)
    expect(await storedByTitle(body.title)).toEqual([])
  })

  it('refuses a private picture as an article image', async () => {
    const [hidden] = await t.app.ctx.db
      .insert(media)
      .values({
        visibility: 'private',
        storageKey: `private-${process.pid}-${Date.now()}`,
        sizes: [320],
        width: 320,
        height: 320,
      })
      .returning()
    const body = articleBody({ imageId: hidden?.id })
    const refused = await call(t.app, 'POST', URL, { token: t.adminToken, body })
    expect(refused).toMatchObject({
      status: 400,
      body: { message: messages.imageNotFound.replace('{ids}', String(hidden?.id)) },
    })
    expect(await storedByTitle(body.title)).toEqual([])
  })

  it('keeps an article as it was after a refused edit; 404 for an unknown one', async () => {
    const created = (await call(t.app, 'POST', URL, { token: t.adminToken, body: articleBody() }))
      .body
    const refused = await call(t.app, 'PUT', `${URL}/${created.id}`, {
      token: t.adminToken,
      body: articleBody({ title: created.title, imageId: 999999, author: 'Someone else' }),
    })
    expect(refused.status).toBe(400)
    expect((await storedByTitle(created.title))[0]?.author).toBe('Dr. Hla')
    const put = await call(t.app, 'PUT', `${URL}/999999`, {
      token: t.adminToken,
      body: articleBody(),
    })
    expect(put).toMatchObject({ status: 404, body: { message: messages.articleNotFound } })
    expect((await call(t.app, 'GET', `${URL}/999999`, { token: t.adminToken })).status).toBe(404)
  })

  it('refuses visitors (401) and customers (403), storing nothing', async () => {
    const body = articleBody()
    await expectStaffOnly(t.app, [
      ['GET', URL],
      ['GET', `${URL}/1`],
      ['POST', URL, body],
      ['PUT', `${URL}/1`, body],
    ])
    expect(await storedByTitle(body.title)).toEqual([])
  })
})
