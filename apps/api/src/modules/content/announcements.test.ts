import { AnnouncementListSchema, AnnouncementSchema, messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { announcements } from '#app/db/schema/index.ts'
import { getJson } from '#test/http.ts'
import { openApiDocument } from '#test/openapi-helpers.ts'
import { expectPagesFromZero } from '#test/paging-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const list = (query = '') => getJson(t.app, `/api/public/announcement/settings${query}`)
const one = (id: number | string) => getJson(t.app, `/api/public/announcement/settings/${id}`)
const ids = (body: { data: { id: number }[] }) => body.data.map((a) => a.id)

async function insertAnnouncement(values: Partial<typeof announcements.$inferInsert> = {}) {
  const [row] = await t.app.ctx.db
    .insert(announcements)
    .values({ title: 'Test announcement', description: 'Testing', ...values })
    .returning()
  if (!row) throw new Error('not inserted')
  return row
}

describe('GET /public/announcement/settings', () => {
  it('answers a page of 12 published announcements, newest first, with their banners', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    AnnouncementListSchema.parse(body)
    expect(body.pageSize).toBe(12)
    expect(body.data).toHaveLength(12)
    const dates = body.data.map((a: any) => Date.parse(a.createdAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(body.data[0].bannerImage.urls.public).toMatch(/\.webp$/)
  })

  it('pages from zero without repeating an announcement', async () => {
    await expectPagesFromZero(list, 3)
  })

  it('shows a new announcement first, and leaves out unpublished ones', async () => {
    const before = await list('?size=100')
    const fresh = await insertAnnouncement({ createdAt: new Date(Date.now() + 60_000) })
    const hidden = await insertAnnouncement({ isPublished: false })
    await vi.waitFor(async () => {
      const after = await list('?size=100')
      expect(after.body.total).toBe(before.body.total + 1)
      expect(ids(after.body)[0]).toBe(fresh.id)
      expect(ids(after.body)).not.toContain(hidden.id)
    })
  })

  it.each([
    ['?page=-1', 'page must be a whole number, 0 or more'],
    ['?page=abc', 'page must be a whole number, 0 or more'],
    ['?size=0', 'size must be a whole number from 1 to 100'],
    ['?size=101', 'size must be a whole number from 1 to 100'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await list(query)
    expect(status).toBe(400)
    expect(body.message).toContain(message)
  })
})

describe('GET /public/announcement/settings/{id}', () => {
  it('answers one published announcement, the same as in the list', async () => {
    const summary = (await list('?size=1')).body.data[0]
    const { status, body } = await one(summary.id)
    expect(status).toBe(200)
    AnnouncementSchema.parse(body)
    expect(body).toEqual(summary)
  })

  it('answers 404 for a missing or unpublished announcement', async () => {
    const hidden = await insertAnnouncement({ isPublished: false })
    for (const id of [999_999, hidden.id]) {
      const { status, body } = await one(id)
      expect(status).toBe(404)
      expect(body).toEqual({ code: 'NOT_FOUND', message: messages.announcementNotFound })
    }
  })

  it('stops showing an announcement once it is unpublished', async () => {
    const row = await insertAnnouncement()
    expect((await one(row.id)).status).toBe(200)
    await t.app.ctx.db
      .update(announcements)
      .set({ isPublished: false })
      .where(eq(announcements.id, row.id))
    await vi.waitFor(async () => expect((await one(row.id)).status).toBe(404))
  })

  it.each(['abc', '0', '-2', '99999999999'])('answers 400 for the id %s', async (id) => {
    expect((await one(id)).status).toBe(400)
  })
})

it('is described in the OpenAPI document', async () => {
  const doc = await openApiDocument(t.app)
  const listing = doc.paths['/api/public/announcement/settings'].get
  expect(listing).toMatchObject({
    tags: ['content'],
    summary: 'A page of published announcements, newest first',
  })
  expect(listing.parameters.map((p: any) => p.name)).toEqual(['page', 'size'])
  const detail = doc.paths['/api/public/announcement/settings/{id}'].get
  expect(detail).toMatchObject({ tags: ['content'], summary: 'One published announcement' })
})
