import { announcementNotice, messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { announcements, notifications, staffAuditLog } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { shopper } from '#test/order-helpers.ts'
import { smallImage } from '#test/receipt-helpers.ts'
import { auditRowsOf, expectStaffOnly, uploadImage, useAppAsAdmin } from '#test/staff-helpers.ts'

const URL = '/api/admin/announcements'

describe('staff publishing announcements', () => {
  const t = useAppAsAdmin()

  const notificationsOf = async (token: string) =>
    (await call(t.app, 'GET', '/api/notifications/me', { token })).body

  it('publishes it and tells every customer in their bell', async () => {
    const [first, second] = [await shopper(t.app), await shopper(t.app)]
    const published = await call(t.app, 'POST', URL, {
      token: t.adminToken,
      body: { title: 'Thingyan opening hours', description: 'Closed 13 to 16 April.' },
    })
    expect(published.status).toBe(201)
    expect(published.body.notified).toBeGreaterThanOrEqual(2)
    const [stored] = await t.app.ctx.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, published.body.id))
    expect(stored).toMatchObject({ title: 'Thingyan opening hours', isPublished: true })
    const [logged] = await auditRowsOf(t.app, 'announcement', published.body.id)
    expect(logged).toMatchObject({
      action: 'announcement.publish',
      entity: 'announcement',
      after: {
        title: 'Thingyan opening hours',
        description: 'Closed 13 to 16 April.',
        bannerImageId: null,
      },
    })
    for (const customer of [first, second]) {
      const mine = await notificationsOf(customer.token)
      expect(mine.data[0]).toMatchObject({
        title: announcementNotice.title,
        description: 'Thingyan opening hours',
        readAt: null,
      })
    }
  })

  it('refuses customers and visitors, and a missing title, publishing nothing', async () => {
    const customer = await shopper(t.app)
    const body = { title: 'Not from staff' }
    expect((await call(t.app, 'POST', URL, { body })).status).toBe(401)
    const asCustomer = await call(t.app, 'POST', URL, { token: customer.token, body })
    expect(asCustomer).toMatchObject({ status: 403, body: { message: messages.staffOnly } })
    const untitled = await call(t.app, 'POST', URL, { token: t.adminToken, body: { title: '  ' } })
    expect(untitled.status).toBe(400)
    expect(JSON.stringify(untitled.body)).toContain(messages.announcementTitleRequired)
    const stored = await t.app.ctx.db
      .select()
      .from(announcements)
      .where(eq(announcements.title, 'Not from staff'))
    expect(stored).toEqual([])
    expect((await notificationsOf(customer.token)).total).toBe(0)
  })

  const publicAnnouncement = (id: number) =>
    call(t.app, 'GET', `/api/public/announcement/settings/${id}`)
  const banner = async () =>
    (await uploadImage(t.app, t.adminToken, await smallImage(), 'purpose=announcement')).body
  const noticeCount = async () => (await t.app.ctx.db.select().from(notifications)).length

  it('publishes with a banner that the public page shows', async () => {
    await shopper(t.app)
    const image = await banner()
    const published = await call(t.app, 'POST', URL, {
      token: t.adminToken,
      body: { title: 'Monsoon sale', bannerImageId: image.id },
    })
    expect(published.status).toBe(201)
    const shown = await publicAnnouncement(published.body.id)
    expect(shown.body).toMatchObject({ title: 'Monsoon sale', bannerImage: { id: image.id } })
  })

  it('edits the text and banner without notifying anyone again, and logs the change', async () => {
    await shopper(t.app)
    const published = (
      await call(t.app, 'POST', URL, { token: t.adminToken, body: { title: 'Old title' } })
    ).body
    const before = await noticeCount()
    const image = await banner()
    const edited = await call(t.app, 'PUT', `${URL}/${published.id}`, {
      token: t.adminToken,
      body: { title: 'New title', description: 'Now with a banner', bannerImageId: image.id },
    })
    expect(edited).toMatchObject({
      status: 200,
      body: { title: 'New title', bannerImage: { id: image.id }, isPublished: true },
    })
    expect(await noticeCount()).toBe(before)
    // The public answer is cached; the table's trigger clears it, on PostgreSQL a moment later.
    await vi.waitFor(async () =>
      expect((await publicAnnouncement(published.id)).body).toMatchObject({
        title: 'New title',
        description: 'Now with a banner',
        bannerImage: { id: image.id },
      }),
    )
    const logged = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'announcement.update'))
    expect(logged).toEqual([
      expect.objectContaining({
        entityId: String(published.id),
        before: { title: 'Old title', description: '', bannerImageId: null },
        after: { title: 'New title', description: 'Now with a banner', bannerImageId: image.id },
      }),
    ])
  })

  it('lists every announcement for staff, searched by title', async () => {
    await call(t.app, 'POST', URL, {
      token: t.adminToken,
      body: { title: 'Listed: water festival' },
    })
    const listed = await call(t.app, 'GET', `${URL}?search=water%20festival`, {
      token: t.adminToken,
    })
    expect(listed).toMatchObject({ status: 200, body: { total: 1, pageSize: 15 } })
    expect(listed.body.data[0]).toMatchObject({ title: 'Listed: water festival' })
    const sorted = await call(t.app, 'GET', `${URL}?sort=title&order=asc&size=100`, {
      token: t.adminToken,
    })
    const names = sorted.body.data.map((row: { title: string }) => row.title)
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('refuses an unknown banner and an untitled edit, changing nothing; 404 for none', async () => {
    const customersBefore = await noticeCount()
    const unknown = await call(t.app, 'POST', URL, {
      token: t.adminToken,
      body: { title: 'With a lost banner', bannerImageId: 999999 },
    })
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: messages.imageNotFound.replace('{ids}', '999999') },
    })
    expect(
      await t.app.ctx.db
        .select()
        .from(announcements)
        .where(eq(announcements.title, 'With a lost banner')),
    ).toEqual([])
    expect(await noticeCount()).toBe(customersBefore)
    const published = (
      await call(t.app, 'POST', URL, { token: t.adminToken, body: { title: 'Kept title' } })
    ).body
    for (const body of [{ title: '' }, { title: 'Changed', bannerImageId: 999999 }]) {
      const refused = await call(t.app, 'PUT', `${URL}/${published.id}`, {
        token: t.adminToken,
        body,
      })
      expect(refused.status).toBe(400)
    }
    expect((await publicAnnouncement(published.id)).body.title).toBe('Kept title')
    const missing = await call(t.app, 'PUT', `${URL}/999999`, {
      token: t.adminToken,
      body: { title: 'Nothing' },
    })
    expect(missing).toMatchObject({ status: 404, body: { message: messages.announcementNotFound } })
  })

  it('refuses the list and edits to visitors (401) and customers (403)', async () => {
    const published = (
      await call(t.app, 'POST', URL, { token: t.adminToken, body: { title: 'Staff wrote this' } })
    ).body
    const body = { title: 'Not from staff' }
    await expectStaffOnly(t.app, [
      ['GET', URL],
      ['PUT', `${URL}/${published.id}`, body],
    ])
    expect((await publicAnnouncement(published.id)).body.title).toBe('Staff wrote this')
  })
})
