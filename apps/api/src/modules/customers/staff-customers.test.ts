import { messages } from '@kyanma/shared'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { customers } from '#app/db/schema/index.ts'
import { call, register } from '#test/auth-helpers.ts'
import { firstCells, readAll } from '#test/csv-helpers.ts'
import { freshProduct, orderBody, placeOrder, shopper } from '#test/order-helpers.ts'
import { downloadCsv, newStaffMember, staffSignIn, useAppWithAdmin } from '#test/staff-helpers.ts'

const t = useAppWithAdmin()
let staffToken: string
beforeAll(async () => {
  staffToken = (await newStaffMember(t.app, 'staff')).token
})

const get = (url: string, token: string | undefined = staffToken) =>
  call(t.app, 'GET', url, { ...(token && { token }) })

describe('GET /api/admin/customers', () => {
  it('finds a customer by name, phone (any writing), email or id, with points and orders', async () => {
    const me = await shopper(t.app, 120)
    const product = await freshProduct(t.app, 10)
    expect((await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }]))).status).toBe(201)
    const expected = {
      id: me.customerId,
      name: me.displayName,
      phone: me.phoneNumber,
      email: me.user,
      currentPoint: 120,
      ordersCount: 1,
      level: expect.any(String),
      joinedAt: expect.any(String),
    }
    const international = `+959${me.phoneNumber.slice(2)}`
    for (const search of [me.displayName, me.user.toUpperCase(), international, me.customerId]) {
      const found = await get(`/api/admin/customers?search=${encodeURIComponent(search)}`)
      expect(found.status).toBe(200)
      expect(found.body.data).toContainEqual(expected)
      expect(found.body.pageSize).toBe(15)
    }
    const none = await get('/api/admin/customers?search=%25nobody-like-this%25')
    expect(none.body).toEqual({ data: [], total: 0, pageSize: 15 })
  })

  it('sorts by points and pages without repeating a row', async () => {
    const rich = await shopper(t.app, 9_000_000)
    const top = await get('/api/admin/customers?sort=points&order=desc&size=1')
    expect(top.body.data[0]).toMatchObject({ id: rich.customerId, currentPoint: 9_000_000 })
    const [first, second] = [
      await get('/api/admin/customers?size=2&page=0'),
      await get('/api/admin/customers?size=2&page=1'),
    ]
    const ids = [...first.body.data, ...second.body.data].map((row: { id: number }) => row.id)
    expect(new Set(ids).size).toBe(4)
    expect(first.body.total).toBeGreaterThanOrEqual(4)
  })

  it('refuses an unknown sort column and a negative page with 400', async () => {
    expect((await get('/api/admin/customers?sort=passwordHash')).status).toBe(400)
    expect((await get('/api/admin/customers?page=-1')).status).toBe(400)
  })

  it('answers 401 without a session and 403 for a customer, on every customer call', async () => {
    const me = await shopper(t.app)
    for (const url of [
      '/api/admin/customers',
      `/api/admin/customers/${me.customerId}`,
      `/api/admin/customers/${me.customerId}/orders`,
      `/api/admin/customers/${me.customerId}/points`,
      '/api/admin/customers/export.csv',
    ]) {
      expect((await call(t.app, 'GET', url)).status).toBe(401)
      const asCustomer = await call(t.app, 'GET', url, { token: me.token })
      expect(asCustomer).toMatchObject({ status: 403, body: { message: messages.staffOnly } })
    }
  })
})

describe('GET /api/admin/customers/{id} and its orders and ledger', () => {
  it('shows the profile, level, balance and who referred the customer', async () => {
    const referrer = await shopper(t.app)
    const [row] = await t.app.ctx.db
      .select({ code: customers.referralCode })
      .from(customers)
      .where(eq(customers.id, referrer.customerId))
    const referred = await register(t.app, { referralCode: row?.code })
    const me = await get('/api/customers/me', referred.token)
    const detail = await get(`/api/admin/customers/${me.body.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      id: me.body.id,
      name: referred.displayName,
      currentPoint: 0,
      ordersCount: 0,
      referralCode: me.body.referralCode,
      referredBy: { id: referrer.customerId, name: referrer.displayName },
      level: me.body.level,
    })
  })

  it('lists the customer’s own orders only, and the ledger newest first', async () => {
    const [me, other] = [await shopper(t.app, 50), await shopper(t.app)]
    const product = await freshProduct(t.app, 10)
    const mine = await placeOrder(t.app, me.token, orderBody([{ product, qty: 2 }]))
    await placeOrder(t.app, other.token, orderBody([{ product, qty: 1 }]))
    const orders = await get(`/api/admin/customers/${me.customerId}/orders`)
    expect(orders.body).toMatchObject({ total: 1, pageSize: 15 })
    expect(orders.body.data).toEqual([
      {
        id: mine.body.id,
        voucherNo: mine.body.voucherNo,
        createdAt: expect.any(String),
        status: 'PENDING',
        paymentType: 'CASH_ON_DELIVERY',
        total: expect.any(Number),
      },
    ])
    expect(orders.body.data[0].total).toBeGreaterThan(0)
    await t.app.services.loyalty.adjust(me.customerId, -20, 'Later correction', 1)
    const ledger = await get(`/api/admin/customers/${me.customerId}/points`)
    expect(ledger.body.total).toBe(2)
    expect(ledger.body.data.map((row: { points: number }) => row.points)).toEqual([-20, 50])
    expect(ledger.body.data[0]).toMatchObject({
      kind: 'STAFF_ADJUSTMENT',
      note: 'Later correction',
    })
  })

  it('answers 404 for a customer that does not exist and 400 for a bad id', async () => {
    for (const suffix of ['', '/orders', '/points']) {
      const missing = await get(`/api/admin/customers/99999999${suffix}`)
      expect(missing).toMatchObject({ status: 404, body: { message: messages.customerNotFound } })
      expect((await get(`/api/admin/customers/abc${suffix}`)).status).toBe(400)
    }
  })
})

describe('GET /api/admin/customers/export.csv', () => {
  it('streams every customer with a byte-order mark and formulas neutralised', async () => {
    const sneaky = await register(t.app, { displayName: '@SUM(1+1) ဒေါ်အေး' })
    const plain = await shopper(t.app, 30)
    const admin = await staffSignIn(t.app)
    const answer = await downloadCsv(t.app, '/api/admin/customers/export.csv', admin)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toContain('customers.csv')
    expect(answer.body.startsWith('\uFEFF"Customer ID","Name","Phone","Email","Level"')).toBe(true)
    const lines = answer.body.trimEnd().split('\r\n')
    expect(lines.find((line) => line.includes(sneaky.user))).toContain(`"'@SUM(1+1) ဒေါ်အေး"`)
    const plainLine = lines.find((line) => line.startsWith(`"${plain.customerId}",`))
    expect(plainLine?.split('","')[5]).toBe('30')
  })

  it('writes each customer exactly once when read a batch at a time', async () => {
    for (let i = 0; i < 3; i++) await shopper(t.app)
    const ids = firstCells(await readAll(t.app.services.staffCustomers.exportCsv(2)))
    expect(new Set(ids).size).toBe(ids.length)
    const [{ total } = { total: 0 }] = await t.app.ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(customers)
    expect(ids.length).toBe(total)
  })
})
