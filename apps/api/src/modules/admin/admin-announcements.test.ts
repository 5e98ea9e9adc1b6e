import { announcementNotice, messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../../test/auth-helpers.ts'
import { shopper } from '../../../test/order-helpers.ts'
import { staffSignIn } from '../../../test/staff-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { announcements, staffAuditLog } from '../../db/schema/index.ts'

const ADMIN = { email: 'news@kyanma.test', password: 'a long admin password' }
const URL = '/api/admin/announcements'

describe('staff publishing announcements', () => {
  let t: TestApp
  let staffToken: string
  beforeAll(async () => {
    t = await createTestApp({ config: { firstAdmin: ADMIN } })
    staffToken = await staffSignIn(t.app, ADMIN)
  })
  afterAll(() => t.close())

  const notificationsOf = async (token: string) =>
    (await call(t.app, 'GET', '/api/notifications/me', { token })).body

  it('publishes it and tells every customer in their bell', async () => {
    const [first, second] = [await shopper(t.app), await shopper(t.app)]
    const published = await call(t.app, 'POST', URL, {
      token: staffToken,
      body: { title: 'Thingyan opening hours', description: 'Closed 13 to 16 April.' },
    })
    expect(published.status).toBe(201)
    expect(published.body.notified).toBeGreaterThanOrEqual(2)
    const [stored] = await t.app.ctx.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, published.body.id))
    expect(stored).toMatchObject({ title: 'Thingyan opening hours', isPublished: true })
    const [logged] = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, String(published.body.id)))
    expect(logged).toMatchObject({
      action: 'announcement.publish',
      entity: 'announcement',
      after: { title: 'Thingyan opening hours', description: 'Closed 13 to 16 April.' },
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
    const untitled = await call(t.app, 'POST', URL, { token: staffToken, body: { title: '  ' } })
    expect(untitled.status).toBe(400)
    expect(JSON.stringify(untitled.body)).toContain(messages.announcementTitleRequired)
    const stored = await t.app.ctx.db
      .select()
      .from(announcements)
      .where(eq(announcements.title, 'Not from staff'))
    expect(stored).toEqual([])
    expect((await notificationsOf(customer.token)).total).toBe(0)
  })
})
