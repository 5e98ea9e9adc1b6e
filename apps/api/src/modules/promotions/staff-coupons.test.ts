import { messages } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { promotions, staffAuditLog } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { expectDocumentedStaffOnly, openApiDocument } from '#test/openapi-helpers.ts'
import { freshProduct, orderBody, placeOrder, shopper } from '#test/order-helpers.ts'
import { expectStaffOnly, useAppAsAdmin } from '#test/staff-helpers.ts'

const URL = '/api/admin/coupons'
const DAY = 24 * 60 * 60 * 1000
let codes = 0
/** A unique code per test run, in lower case (the server upper-cases it). */
const newCode = () => `t${process.pid}x${++codes}`

function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    code: newCode(),
    description: 'Ten percent off',
    discountType: 'PERCENT',
    discountValue: 10,
    maxDiscount: 5000,
    minOrderAmount: 0,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    usageLimit: null,
    perCustomerLimit: 1,
    isActive: true,
    ...overrides,
  }
}

describe('staff managing coupons', () => {
  const t = useAppAsAdmin()

  const stored = (code: string) =>
    t.app.ctx.db.select().from(promotions).where(eq(promotions.code, code.toUpperCase()))

  it('creates a coupon with its code upper-cased, logs it, and shoppers can see it', async () => {
    const body = couponBody()
    const created = await call(t.app, 'POST', URL, { token: t.adminToken, body })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ code: body.code.toUpperCase(), timesUsed: 0 })
    expect(await stored(body.code)).toHaveLength(1)
    const [logged] = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.entity, 'coupon'),
          eq(staffAuditLog.entityId, String(created.body.id)),
        ),
      )
    expect(logged).toMatchObject({
      action: 'coupon.create',
      before: null,
      after: { code: body.code.toUpperCase(), discountValue: 10 },
    })
    const usable = await call(t.app, 'GET', '/api/promotions')
    expect(JSON.stringify(usable.body)).toContain(body.code.toUpperCase())
  })

  it('edits a coupon, logging before and after, and the change reaches the shop', async () => {
    const created = (await call(t.app, 'POST', URL, { token: t.adminToken, body: couponBody() }))
      .body
    const changed = await call(t.app, 'PUT', `${URL}/${created.id}`, {
      token: t.adminToken,
      body: couponBody({ code: created.code, discountType: 'FIXED', discountValue: 2000 }),
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ discountType: 'FIXED', discountValue: 2000 })
    const rows = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'coupon.update'))
    expect(rows.find((row) => row.entityId === String(created.id))).toMatchObject({
      before: { discountType: 'PERCENT', discountValue: 10 },
      after: { discountType: 'FIXED', discountValue: 2000 },
    })
    const deactivated = await call(t.app, 'PUT', `${URL}/${created.id}`, {
      token: t.adminToken,
      body: couponBody({ code: created.code, isActive: false }),
    })
    expect(deactivated.body.isActive).toBe(false)
    const usable = await call(t.app, 'GET', '/api/promotions')
    expect(JSON.stringify(usable.body)).not.toContain(created.code)
  })

  it('lists coupons searched by code, with the times each is used', async () => {
    const created = (await call(t.app, 'POST', URL, { token: t.adminToken, body: couponBody() }))
      .body
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 10)
    const coupon = { id: created.id, ...couponBody(), discountType: 'PERCENT' as const }
    const placed = await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }], { coupon }))
    expect(placed.status).toBe(201)
    const listed = await call(t.app, 'GET', `${URL}?search=${created.code.toLowerCase()}`, {
      token: t.adminToken,
    })
    expect(listed.status).toBe(200)
    expect(listed.body).toMatchObject({ total: 1, pageSize: 15 })
    expect(listed.body.data[0]).toMatchObject({ id: created.id, timesUsed: 1 })
    const sorted = await call(t.app, 'GET', `${URL}?sort=code&order=asc`, { token: t.adminToken })
    const sortedCodes = sorted.body.data.map((row: { code: string }) => row.code)
    expect(sortedCodes).toEqual([...sortedCodes].sort())
    expect((await call(t.app, 'GET', `${URL}?sort=password`, { token: t.adminToken })).status).toBe(
      400,
    )
  })

  it('refuses a code another coupon has, in any case, with 409', async () => {
    const first = (await call(t.app, 'POST', URL, { token: t.adminToken, body: couponBody() })).body
    const again = await call(t.app, 'POST', URL, {
      token: t.adminToken,
      body: couponBody({ code: first.code.toLowerCase(), description: 'copy' }),
    })
    expect(again).toMatchObject({ status: 409, body: { message: messages.couponCodeTaken } })
    const other = (await call(t.app, 'POST', URL, { token: t.adminToken, body: couponBody() })).body
    const renamed = await call(t.app, 'PUT', `${URL}/${other.id}`, {
      token: t.adminToken,
      body: couponBody({ code: first.code }),
    })
    expect(renamed.status).toBe(409)
    expect(await stored(other.code)).toHaveLength(1)
  })

  it.each([
    [{ discountType: 'PERCENT', discountValue: 101 }, messages.couponPercentRange],
    [{ discountType: 'FIXED', discountValue: 0 }, messages.couponValueInvalid],
    [{ discountValue: 2.5 }, messages.wholeKyats],
    [{ minOrderAmount: -1 }, messages.couponMinOrderInvalid],
    [{ maxDiscount: 0 }, messages.couponMaxDiscountInvalid],
    [{ usageLimit: 0 }, messages.couponLimitInvalid],
    [{ perCustomerLimit: -3 }, messages.couponLimitInvalid],
    [{ endsAt: new Date(Date.now() - 2 * DAY).toISOString() }, messages.couponDatesOrder],
    [{ code: 'two words' }, messages.couponCodeInvalid],
    [{ code: ' ' }, messages.couponCodeRequired],
  ])('refuses %j with a message and stores nothing', async (change, message) => {
    const body = couponBody(change)
    const refused = await call(t.app, 'POST', URL, { token: t.adminToken, body })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(message)
    if (typeof body.code === 'string' && body.code.trim())
      expect(await stored(body.code)).toEqual([])
  })

  it('leaves a coupon as it was when an edit is invalid, and answers 404 for none', async () => {
    const created = (await call(t.app, 'POST', URL, { token: t.adminToken, body: couponBody() }))
      .body
    const refused = await call(t.app, 'PUT', `${URL}/${created.id}`, {
      token: t.adminToken,
      body: couponBody({ code: created.code, discountValue: 500 }),
    })
    expect(refused.status).toBe(400)
    const [row] = await stored(created.code)
    expect(row?.discountValue).toBe(10)
    const missing = await call(t.app, 'PUT', `${URL}/999999`, {
      token: t.adminToken,
      body: couponBody(),
    })
    expect(missing).toMatchObject({ status: 404, body: { message: messages.couponNotFound } })
  })

  it('refuses visitors (401) and customers (403), changing nothing', async () => {
    const body = couponBody()
    await expectStaffOnly(t.app, [
      ['GET', URL],
      ['POST', URL, body],
      ['PUT', `${URL}/1`, body],
    ])
    expect(await stored(body.code)).toEqual([])
  })

  it('describes every content call in OpenAPI under admin, with 401 and 403', async () => {
    const doc = await openApiDocument(t.app)
    const calls = [
      ['get', '/api/admin/coupons'],
      ['post', '/api/admin/coupons'],
      ['put', '/api/admin/coupons/{id}'],
      ['get', '/api/admin/articles'],
      ['post', '/api/admin/articles'],
      ['get', '/api/admin/articles/{id}'],
      ['put', '/api/admin/articles/{id}'],
      ['get', '/api/admin/announcements'],
      ['post', '/api/admin/announcements'],
      ['put', '/api/admin/announcements/{id}'],
    ] as const
    expectDocumentedStaffOnly(doc, calls)
  })
})
