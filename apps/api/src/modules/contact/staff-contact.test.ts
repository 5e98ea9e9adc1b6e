import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { contactMessages } from '#app/db/schema/index.ts'
import { call, newAddress } from '#test/auth-helpers.ts'
import { shopper } from '#test/order-helpers.ts'
import { auditRowsOf, newStaffMember, useAppWithAdmin } from '#test/staff-helpers.ts'

const t = useAppWithAdmin()
let staff: Awaited<ReturnType<typeof newStaffMember>>
beforeAll(async () => {
  staff = await newStaffMember(t.app, 'staff')
})

let sent = 0
/** A message sent through the real Contact Us form; answers its stored id. */
async function contactUs(overrides: Record<string, unknown> = {}) {
  sent++
  const body = {
    name: 'Aye Aye',
    phone: '09 791 234 567',
    email: `inbox-${sent}-${Date.now()}@example.com`,
    message: `Do you deliver to Mandalay? (${sent})`,
    privacyAgreed: true,
    ...overrides,
  }
  const answer = await call(t.app, 'POST', '/api/public/contact', {
    body,
    address: newAddress(),
  })
  expect(answer.status).toBe(201)
  const [row] = await t.app.ctx.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.email, body.email))
  return { ...body, id: row?.id as number }
}
const list = (query = '', token: string | undefined = staff.token) =>
  call(t.app, 'GET', `/api/admin/contact-messages${query}`, { ...(token && { token }) })
const handle = (id: number | string, token: string | undefined = staff.token) =>
  call(t.app, 'PUT', `/api/admin/contact-messages/${id}/handled`, { ...(token && { token }) })
const auditOf = (id: number) => auditRowsOf(t.app, 'contact_message', id)

describe('GET /api/admin/contact-messages', () => {
  it('lists messages newest first with their full text, and finds them by search', async () => {
    const first = await contactUs()
    const second = await contactUs({ message: 'Is the ginseng tea <b>organic</b>?' })
    const page = await list()
    expect(page.status).toBe(200)
    expect(page.body.pageSize).toBe(15)
    expect(page.body.data.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([
      second.id,
      first.id,
    ])
    expect(page.body.data[0]).toEqual({
      id: second.id,
      name: 'Aye Aye',
      email: second.email,
      phone: expect.any(String),
      message: 'Is the ginseng tea <b>organic</b>?',
      createdAt: expect.any(String),
      handledAt: null,
      handledBy: null,
    })
    const found = await list('?search=GINSENG')
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([second.id])
  })

  it('refuses an unknown status filter with 400', async () => {
    expect((await list('?status=spam')).status).toBe(400)
  })
})

describe('PUT /api/admin/contact-messages/{id}/handled', () => {
  it('marks a message handled once, with who and when, and an audit row', async () => {
    const message = await contactUs()
    const marked = await handle(message.id)
    expect(marked).toMatchObject({ status: 200, body: { message: messages.contactMessageHandled } })
    const handled = await list('?status=handled')
    expect(handled.body.data.find((row: { id: number }) => row.id === message.id)).toMatchObject({
      handledAt: expect.any(String),
      handledBy: expect.stringContaining('Staff'),
    })
    const open = await list('?status=open&size=100')
    expect(open.body.data.map((row: { id: number }) => row.id)).not.toContain(message.id)
    expect((await handle(message.id)).status).toBe(200)
    expect(await auditOf(message.id)).toEqual([
      expect.objectContaining({ staffUserId: staff.userId, action: 'contact.handled' }),
    ])
  })

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    const missing = await handle(99_999_999)
    expect(missing).toMatchObject({
      status: 404,
      body: { message: messages.contactMessageNotFound },
    })
    expect((await handle('abc')).status).toBe(400)
  })

  it('answers 401 without a session and 403 for a customer, changing nothing', async () => {
    const message = await contactUs()
    const me = await shopper(t.app)
    expect((await list('', '')).status).toBe(401)
    expect((await list('', me.token)).status).toBe(403)
    expect((await handle(message.id, '')).status).toBe(401)
    expect((await handle(message.id, me.token)).status).toBe(403)
    const [row] = await t.app.ctx.db
      .select({ handledAt: contactMessages.handledAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id))
    expect(row?.handledAt).toBeNull()
    expect(await auditOf(message.id)).toEqual([])
  })
})
