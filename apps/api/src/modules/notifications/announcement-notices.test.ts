import { announcementNotice } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { announcements, customers, notifications } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { shopper } from '#test/order-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

async function announcement(title: string, isPublished = true) {
  const [row] = await t.app.ctx.db
    .insert(announcements)
    .values({ title, description: '<p>Details</p>', isPublished })
    .returning({ id: announcements.id })
  if (!row) throw new Error('announcement not stored')
  return row.id
}

const noticesAbout = (title: string) =>
  t.app.ctx.db.$count(notifications, eq(notifications.description, title))

describe('announcement notifications', () => {
  it('notifies every customer of a published announcement, in one statement', async () => {
    const [first, second] = [await shopper(t.app), await shopper(t.app)]
    const customerCount = await t.app.ctx.db.$count(customers)
    const id = await announcement('Thingyan opening hours')

    const sent = await t.app.services.notifications.notifyAnnouncement(id)
    expect(sent).toBe(customerCount)
    expect(await noticesAbout('Thingyan opening hours')).toBe(customerCount)
    for (const customer of [first, second]) {
      const list = await call(t.app, 'GET', '/api/notifications/me', { token: customer.token })
      expect(list.body.data[0]).toMatchObject({
        title: announcementNotice.title,
        description: 'Thingyan opening hours',
        readAt: null,
      })
      const unread = await call(t.app, 'GET', '/api/notifications/me/count', {
        token: customer.token,
      })
      expect(unread.body.count).toBe(1)
    }
  })

  it('names the announcement in each customer’s saved language, English where no Burmese is written', async () => {
    const [burmese, english] = [await shopper(t.app), await shopper(t.app)]
    const chose = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers/me/language',
      headers: { authorization: `Bearer ${burmese.token}` },
      payload: { language: 'my' },
    })
    expect(chose.statusCode).toBe(200)
    const newest = async (token: string) =>
      (await call(t.app, 'GET', '/api/notifications/me', { token })).body.data[0].description

    const [translated] = await t.app.ctx.db
      .insert(announcements)
      .values({ title: 'Rainy season hours', titleMy: ' မိုးရာသီ ဖွင့်ချိန် ', isPublished: true })
      .returning({ id: announcements.id })
    await t.app.services.notifications.notifyAnnouncement(translated?.id as number)
    expect(await newest(burmese.token)).toBe('မိုးရာသီ ဖွင့်ချိန်')
    expect(await newest(english.token)).toBe('Rainy season hours')

    for (const titleMy of [null, '  ']) {
      const [untranslated] = await t.app.ctx.db
        .insert(announcements)
        .values({ title: `New branch ${titleMy === null}`, titleMy, isPublished: true })
        .returning({ id: announcements.id })
      await t.app.services.notifications.notifyAnnouncement(untranslated?.id as number)
      expect(await newest(burmese.token)).toBe(`New branch ${titleMy === null}`)
      expect(await newest(english.token)).toBe(`New branch ${titleMy === null}`)
    }
  })

  it('writes in the caller’s transaction: a rolled-back publication leaves no notices', async () => {
    await shopper(t.app)
    const id = await announcement('Withdrawn sale')
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        expect(await t.app.services.notifications.notifyAnnouncement(id, tx)).toBeGreaterThan(0)
        throw new Error('publication failed')
      }),
    ).rejects.toThrow('publication failed')
    expect(await noticesAbout('Withdrawn sale')).toBe(0)
  })

  it('sends nothing for an unpublished or missing announcement', async () => {
    await shopper(t.app)
    const draft = await announcement('Draft news', false)
    expect(await t.app.services.notifications.notifyAnnouncement(draft)).toBe(0)
    expect(await t.app.services.notifications.notifyAnnouncement(999_999_999)).toBe(0)
    expect(await noticesAbout('Draft news')).toBe(0)
  })
})
