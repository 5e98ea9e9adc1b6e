import { messages, orderNotices } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, users } from '#app/db/schema/index.ts'
import { call, register } from '#test/auth-helpers.ts'
import { firstCells, readAll } from '#test/csv-helpers.ts'
import { codOrder, freshProduct, orderBody, placeOrder, shopper } from '#test/order-helpers.ts'
import { ADMIN, auditRowsOf, downloadCsv, useAppAsAdmin } from '#test/staff-helpers.ts'
import { exportOrdersCsv } from './order-export.ts'

describe('staff order status changes', () => {
  const t = useAppAsAdmin()

  const statusUrl = (id: number) => `/api/admin/orders/${id}/status`
  const statusOf = async (token: string, id: number) =>
    (await call(t.app, 'GET', `/api/customers/me/orders/${id}`, { token })).body.status

  it('creates the first admin from the configuration once, with the role admin', async () => {
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.email, ADMIN.email))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.role).toBe('admin')
    expect(rows[0]?.passwordHash).not.toContain(ADMIN.password)
  })

  it('moves an order approved → paid → delivered and notifies the customer each time', async () => {
    const { me, order } = await codOrder(t.app)
    for (const status of ['APPROVED', 'PAID', 'DELIVERED'] as const) {
      const moved = await call(t.app, 'PUT', statusUrl(order.id), {
        token: t.adminToken,
        body: { status },
      })
      expect(moved).toMatchObject({ status: 200, body: { message: messages.orderStatusChanged } })
      expect(await statusOf(me.token, order.id)).toBe(status)
    }
    const titles = await t.app.ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.customerId, me.customerId))
      .orderBy(notifications.id)
    expect(titles.map((row) => row.title)).toEqual(
      expect.arrayContaining([
        orderNotices.PENDING.title,
        orderNotices.APPROVED.title,
        orderNotices.PAID.title,
        orderNotices.DELIVERED.title,
      ]),
    )
  })

  it('records who moved the order, from what to what, in the staff audit log', async () => {
    const { order } = await codOrder(t.app)
    await call(t.app, 'PUT', statusUrl(order.id), {
      token: t.adminToken,
      body: { status: 'CANCELLED', note: 'Customer asked by phone' },
    })
    const [admin] = await t.app.ctx.db.select().from(users).where(eq(users.email, ADMIN.email))
    const rows = await auditRowsOf(t.app, 'order', order.id)
    expect(rows).toEqual([
      expect.objectContaining({
        staffUserId: admin?.id,
        action: 'order.status',
        entity: 'order',
        before: { status: 'PENDING' },
        after: { status: 'CANCELLED', note: 'Customer asked by phone' },
      }),
    ])
  })

  it('refuses a move the status machine does not allow, changing nothing', async () => {
    const { me, order } = await codOrder(t.app)
    const refused = await call(t.app, 'PUT', statusUrl(order.id), {
      token: t.adminToken,
      body: { status: 'DELIVERED' },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      messages.orderStatusNotAllowed.replace('{from}', 'PENDING').replace('{to}', 'DELIVERED'),
    )
    expect(await statusOf(me.token, order.id)).toBe('PENDING')
    const logged = await auditRowsOf(t.app, 'order', order.id)
    expect(logged).toEqual([])
  })

  it('needs a reason to cancel, and shows it to the customer', async () => {
    const { me, order } = await codOrder(t.app)
    const bare = await call(t.app, 'PUT', statusUrl(order.id), {
      token: t.adminToken,
      body: { status: 'CANCELLED', note: '  ' },
    })
    expect(bare).toMatchObject({ status: 400, body: { message: messages.reasonRequired } })
    const cancelled = await call(t.app, 'PUT', statusUrl(order.id), {
      token: t.adminToken,
      body: { status: 'CANCELLED', note: 'Out of stock at the warehouse' },
    })
    expect(cancelled.status).toBe(200)
    const detail = await call(t.app, 'GET', `/api/customers/me/orders/${order.id}`, {
      token: me.token,
    })
    expect(detail.body).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Out of stock at the warehouse',
    })
  })

  it('answers 401 without a session, 403 for a customer, 404 for a missing order', async () => {
    const { me, order } = await codOrder(t.app)
    const body = { status: 'APPROVED' }
    expect((await call(t.app, 'PUT', statusUrl(order.id), { body })).status).toBe(401)
    const asCustomer = await call(t.app, 'PUT', statusUrl(order.id), { token: me.token, body })
    expect(asCustomer).toMatchObject({ status: 403, body: { message: messages.staffOnly } })
    expect(await statusOf(me.token, order.id)).toBe('PENDING')
    const missing = await call(t.app, 'PUT', statusUrl(99_999_999), { token: t.adminToken, body })
    expect(missing.status).toBe(404)
    const unknown = await call(t.app, 'PUT', statusUrl(order.id), {
      token: t.adminToken,
      body: { status: 'SHIPPED' },
    })
    expect(unknown.status).toBe(400)
  })
})

describe('exporting orders as CSV', () => {
  const t = useAppAsAdmin()

  it('streams every order with a byte-order mark, quoted cells and formulas neutralised', async () => {
    const plain = await shopper(t.app)
    const sneaky = await register(t.app, { displayName: '=HYPERLINK("http://x","ဒေါ်အေး")' })
    const sneakyMe = await call(t.app, 'GET', '/api/customers/me', { token: sneaky.token })
    expect(sneakyMe.status).toBe(200)
    const product = await freshProduct(t.app, 10)
    const placed: { voucherNo: string }[] = []
    for (const token of [plain.token, sneaky.token])
      placed.push((await placeOrder(t.app, token, orderBody([{ product, qty: 1 }]))).body)

    const answer = await downloadCsv(t.app, '/api/admin/orders/export.csv', t.adminToken)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    const text = answer.body
    expect(text.startsWith('\uFEFF"Voucher No","Placed at","Status"')).toBe(true)
    const lines = text.trimEnd().split('\r\n')
    for (const order of placed)
      expect(lines.filter((line) => line.startsWith(`"${order.voucherNo}"`))).toHaveLength(1)
    const sneakyLine = lines.find((line) => line.startsWith(`"${placed[1]?.voucherNo}"`))
    expect(sneakyLine).toContain(`"'=HYPERLINK(""http://x"",""ဒေါ်အေး"")"`)
  })

  it('reads the orders a batch at a time and still writes each exactly once', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 10)
    for (let i = 0; i < 5; i++) await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }]))
    const vouchers = firstCells(await readAll(exportOrdersCsv(t.app.ctx.db, 2)))
    expect(new Set(vouchers).size).toBe(vouchers.length)
    expect(vouchers.length).toBeGreaterThanOrEqual(5)
  })

  it('answers 401 without a session and 403 for a customer', async () => {
    const me = await shopper(t.app)
    const url = '/api/admin/orders/export.csv'
    expect((await call(t.app, 'GET', url)).status).toBe(401)
    expect((await call(t.app, 'GET', url, { token: me.token })).status).toBe(403)
  })
})
