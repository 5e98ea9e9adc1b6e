import { messages } from '@kyanma/shared'
import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderStatusHistory, orders, pointLedger, promotionUses } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import {
  balanceOf,
  freshProduct,
  ORDERS,
  orderBody,
  orderOfOne,
  percentCoupon,
  placeOrder,
  promotionByCode,
  shopper,
  stockOf,
} from '#test/order-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const list = (token: string, query = '') => call(t.app, 'GET', `${ORDERS}${query}`, { token })
const one = (token: string, id: number) => call(t.app, 'GET', `${ORDERS}/${id}`, { token })
const cancel = (token: string, id: number, reason = 'Changed my mind') =>
  call(t.app, 'DELETE', `${ORDERS}/${id}?reason=${encodeURIComponent(reason)}`, { token })

describe('order history', () => {
  it('lists the customer’s own orders newest first, 10 a page', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 50)
    const ids: number[] = []
    for (let i = 0; i < 11; i++)
      ids.push((await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }]))).body.id)
    const first = await list(me.token)
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(11)
    expect(first.body.pageSize).toBe(10)
    expect(first.body.data.map((order: any) => order.id)).toEqual(ids.slice(1).reverse())
    const second = await list(me.token, '?page=1')
    expect(second.body.data.map((order: any) => order.id)).toEqual([ids[0]])
    const other = await shopper(t.app)
    expect((await list(other.token)).body).toEqual({ data: [], total: 0, pageSize: 10 })
  })

  it('finds orders by voucher number or product name', async () => {
    const me = await shopper(t.app)
    const [a, b] = [await freshProduct(t.app, 5), await freshProduct(t.app, 5)]
    const first = await placeOrder(t.app, me.token, orderBody([{ product: a, qty: 1 }]))
    const second = await placeOrder(t.app, me.token, orderBody([{ product: b, qty: 1 }]))
    const byVoucher = await list(me.token, `?search=${first.body.voucherNo.toLowerCase()}`)
    expect(byVoucher.body.data.map((order: any) => order.id)).toEqual([first.body.id])
    const byName = await list(me.token, `?search=${encodeURIComponent(b.name.slice(0, 8))}`)
    expect(byName.body.data.map((order: any) => order.id)).toContain(second.body.id)
    expect((await list(me.token, '?search=%25')).body.total).toBe(0)
  })

  it('shows one order to its owner and 404 to anyone else', async () => {
    const [me, other] = [await shopper(t.app), await shopper(t.app)]
    const product = await freshProduct(t.app, 5)
    const placed = await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }]))
    const mine = await one(me.token, placed.body.id)
    expect(mine.status).toBe(200)
    expect(mine.body).toEqual(placed.body)
    const theirs = await one(other.token, placed.body.id)
    expect([theirs.status, theirs.body.message]).toEqual([404, messages.orderNotFound])
    expect((await one(me.token, 999_999)).status).toBe(404)
    expect((await one(me.token, 'abc' as unknown as number)).status).toBe(400)
    expect((await call(t.app, 'GET', `${ORDERS}/${placed.body.id}`)).status).toBe(401)
  })
})

describe('cancelling an order', () => {
  it('returns the stock, the coupon use and the points, and records who and why', async () => {
    const me = await shopper(t.app, 3000)
    const promotion = await promotionByCode(t.app, 'WELCOME10')
    const coupon = percentCoupon(promotion)
    const product = await freshProduct(t.app, 4, promotion.minOrderAmount)
    const body = orderBody([{ product, qty: 2 }], {
      coupon,
      points: 1000,
      pointBalance: 3000,
      paymentType: 'BANK_TRANSFER',
    })
    const placed = await placeOrder(t.app, me.token, body)
    expect(placed.status).toBe(201)
    expect(await stockOf(t.app, product.id)).toBe(2)
    expect(await balanceOf(t.app, me.customerId)).toBe(2000)

    const answer = await cancel(me.token, placed.body.id, 'Ordered the wrong size')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: messages.orderCanceled })
    expect(await stockOf(t.app, product.id)).toBe(4)
    expect(await balanceOf(t.app, me.customerId)).toBe(3000)
    const refunds = await t.app.ctx.db
      .select({ kind: pointLedger.kind, points: pointLedger.points })
      .from(pointLedger)
      .where(eq(pointLedger.reference, String(placed.body.id)))
    expect(refunds).toEqual(
      expect.arrayContaining([
        { kind: 'ORDER_SPEND', points: -1000 },
        { kind: 'ORDER_REFUND', points: 1000 },
      ]),
    )
    const activeUses = await t.app.ctx.db
      .select()
      .from(promotionUses)
      .where(and(eq(promotionUses.orderId, placed.body.id), isNull(promotionUses.releasedAt)))
    expect(activeUses).toEqual([])
    const after = await one(me.token, placed.body.id)
    expect(after.body).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Ordered the wrong size',
      cancelledBy: 'CUSTOMER',
    })
    const history = await t.app.ctx.db
      .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.body.id))
      .orderBy(orderStatusHistory.id)
    expect(history).toEqual([
      { from: null, to: 'WAITING_FOR_PAYMENT' },
      { from: 'WAITING_FOR_PAYMENT', to: 'CANCELLED' },
    ])
    // The coupon is the customer's to use again.
    expect((await placeOrder(t.app, me.token, body)).status).toBe(201)
  })

  it('answers 409 to a second cancel, returning nothing twice', async () => {
    const { me, product, placed } = await orderOfOne(t.app, { stock: 3 })
    expect((await cancel(me.token, placed.body.id)).status).toBe(200)
    const again = await cancel(me.token, placed.body.id)
    expect([again.status, again.body.message]).toEqual([409, messages.orderNotCancellable])
    expect(await stockOf(t.app, product.id)).toBe(3)
  })

  it('refuses to cancel an approved order', async () => {
    const { me, product, placed } = await orderOfOne(t.app, { stock: 3 })
    await t.app.ctx.db
      .update(orders)
      .set({ status: 'APPROVED' })
      .where(eq(orders.id, placed.body.id))
    expect((await cancel(me.token, placed.body.id)).status).toBe(409)
    expect(await stockOf(t.app, product.id)).toBe(2)
  })

  it('answers 404 for another customer’s order and changes nothing', async () => {
    const [me, other] = [await shopper(t.app), await shopper(t.app)]
    const product = await freshProduct(t.app, 3)
    const placed = await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }]))
    const theirs = await cancel(other.token, placed.body.id)
    expect([theirs.status, theirs.body.message]).toEqual([404, messages.orderNotFound])
    expect((await one(me.token, placed.body.id)).body.status).toBe('PENDING')
  })

  it('requires a reason', async () => {
    const { me, placed } = await orderOfOne(t.app, { stock: 3 })
    const none = await call(t.app, 'DELETE', `${ORDERS}/${placed.body.id}`, { token: me.token })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe(messages.reasonRequired)
    expect((await cancel(me.token, placed.body.id, '   ')).status).toBe(400)
  })
})

describe('coupons on offer', () => {
  it('lists the coupons usable now, without expired or used-up ones', async () => {
    const answer = await call(t.app, 'GET', '/api/promotions?page=0')
    expect(answer.status).toBe(200)
    const codes = answer.body.data.map((promotion: any) => promotion.code)
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'THINGYAN5000', 'LUCKY1']))
    expect(codes).not.toContain('MONSOON2025')
    expect(answer.body.data[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      description: expect.any(String),
      discountType: expect.stringMatching(/^(PERCENT|FIXED)$/),
      discountValue: expect.any(Number),
      maxDiscount: expect.toBeOneOf([null, expect.any(Number)]),
      minOrderAmount: expect.any(Number),
      endsAt: expect.any(String),
    })

    const lucky = await promotionByCode(t.app, 'LUCKY1')
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 3, lucky.minOrderAmount)
    const coupon = { ...lucky, discountType: 'FIXED' as const }
    expect(
      (await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }], { coupon }))).status,
    ).toBe(201)
    const after = await call(t.app, 'GET', '/api/promotions')
    expect(after.body.data.map((promotion: any) => promotion.code)).not.toContain('LUCKY1')
  })
})
