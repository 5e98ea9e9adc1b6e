import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import {
  freshProduct,
  ORDERS,
  orderBody,
  placeOrder,
  promotionByCode,
  shopper,
  stockOf,
} from '#test/order-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const countOrders = (customerId: number) =>
  t.app.ctx.db.$count(orders, eq(orders.customerId, customerId))

describe('Idempotency-Key', () => {
  it('answers a repeat of the same request with the first order, placing it once', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 5)
    const body = orderBody([{ product, qty: 2 }], { paymentType: 'UAB_PAY' })
    const first = await placeOrder(t.app, me.token, body, 'checkout-attempt-1')
    const again = await placeOrder(t.app, me.token, body, 'checkout-attempt-1')
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toEqual(first.body)
    expect(again.body.paymentResponse.value).toBe(first.body.paymentResponse.value)
    expect(await countOrders(me.customerId)).toBe(1)
    expect(await stockOf(t.app, product.id)).toBe(3)
  })

  it('creates one order from concurrent repeats (a double click)', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 5)
    const body = orderBody([{ product, qty: 1 }])
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(t.app, me.token, body, 'double-click-key')),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
    expect(await countOrders(me.customerId)).toBe(1)
    expect(await stockOf(t.app, product.id)).toBe(4)
  })

  it('answers 422 to the same key with another body', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 5)
    await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }]), 'reused-key-1')
    const other = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 2 }]),
      'reused-key-1',
    )
    expect([other.status, other.body.message]).toEqual([422, messages.idempotencyKeyReused])
    expect(await countOrders(me.customerId)).toBe(1)
  })

  it('keeps keys per customer: the same key from two customers places two orders', async () => {
    const [a, b] = [await shopper(t.app), await shopper(t.app)]
    const product = await freshProduct(t.app, 5)
    const body = orderBody([{ product, qty: 1 }])
    const first = await placeOrder(t.app, a.token, body, 'shared-key-1')
    const second = await placeOrder(t.app, b.token, body, 'shared-key-1')
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body.id).not.toBe(first.body.id)
  })

  it('lets a refused request be retried with the same key once it is fixed', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 5)
    const body = orderBody([{ product, qty: 1 }])
    const tampered = await placeOrder(t.app, me.token, { ...body, totalAmount: 1 }, 'retry-key-1')
    expect(tampered.status).toBe(400)
    expect((await placeOrder(t.app, me.token, body, 'retry-key-1')).status).toBe(201)
  })

  it('places the order without a key, as the spec’s client sends it: each request is an order', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 5)
    const body = orderBody([{ product, qty: 1 }])
    const first = await call(t.app, 'POST', ORDERS, { token: me.token, body })
    expect(first.status).toBe(201)
    expect(first.body.orderItems).toHaveLength(1)
    expect(await countOrders(me.customerId)).toBe(1)
    // Without a key nothing tells a retry from a second order: both are placed (decision 034).
    const second = await call(t.app, 'POST', ORDERS, { token: me.token, body })
    expect(second.status).toBe(201)
    expect(second.body.id).not.toBe(first.body.id)
    expect(await countOrders(me.customerId)).toBe(2)
    expect(await stockOf(t.app, product.id)).toBe(3)
  })

  it('refuses a key that is sent but not 8 to 100 characters, placing nothing', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 5)
    const body = orderBody([{ product, qty: 1 }])
    for (const key of ['', '   ', 'short', ' short  ', 'k'.repeat(101)]) {
      const answer = await placeOrder(t.app, me.token, body, key)
      expect([answer.status, answer.body.message], JSON.stringify(key)).toEqual([
        400,
        messages.idempotencyKeyInvalid,
      ])
    }
    expect(await countOrders(me.customerId)).toBe(0)
    expect(await stockOf(t.app, product.id)).toBe(5)
  })
})

describe('coupons on an order', () => {
  const couponOf = async (code: string) => {
    const row = await promotionByCode(t.app, code)
    return {
      id: row.id,
      discountType: row.discountType as 'PERCENT' | 'FIXED',
      discountValue: row.discountValue,
      maxDiscount: row.maxDiscount,
      minOrderAmount: row.minOrderAmount,
    }
  }

  it('takes the coupon’s real discount, once per customer for WELCOME10', async () => {
    const me = await shopper(t.app)
    const coupon = await couponOf('WELCOME10')
    const product = await freshProduct(t.app, 5, coupon.minOrderAmount)
    const body = orderBody([{ product, qty: 1 }], { coupon })
    const answer = await placeOrder(t.app, me.token, body)
    expect(answer.status).toBe(201)
    expect(answer.body.promotion).toEqual({ id: coupon.id, code: 'WELCOME10' })
    expect(answer.body.discount).toBe(
      Math.min(Math.floor(product.unitPrice / 10), coupon.maxDiscount ?? Infinity),
    )
    const twice = await placeOrder(t.app, me.token, body)
    expect([twice.status, twice.body.message]).toEqual([409, messages.couponAlreadyUsed])
  })

  it('refuses an expired coupon and one that does not exist', async () => {
    const me = await shopper(t.app)
    const expired = await couponOf('MONSOON2025')
    const product = await freshProduct(t.app, 5, expired.minOrderAmount)
    const old = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 1 }], { coupon: expired }),
    )
    expect([old.status, old.body.message]).toEqual([409, messages.couponExpired])
    const unknown = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 1 }], { coupon: { ...expired, id: 99_999 } }),
    )
    expect([unknown.status, unknown.body.message]).toEqual([404, messages.couponNotFound])
    expect(await stockOf(t.app, product.id)).toBe(5)
  })

  it('refuses a coupon below its minimum order', async () => {
    const me = await shopper(t.app)
    const coupon = await couponOf('THINGYAN5000')
    const product = await freshProduct(t.app, 5, 1, coupon.minOrderAmount - 1)
    const answer = await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }], { coupon }))
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(messages.couponMinOrder.replace('{amount}', '50,000'))
  })

  it('gives a single-use coupon to one customer only', async () => {
    const [a, b] = [await shopper(t.app), await shopper(t.app)]
    const coupon = await couponOf('LUCKY1')
    const product = await freshProduct(t.app, 5, coupon.minOrderAmount)
    const body = orderBody([{ product, qty: 1 }], { coupon })
    expect((await placeOrder(t.app, a.token, body)).status).toBe(201)
    const late = await placeOrder(t.app, b.token, body)
    expect([late.status, late.body.message]).toEqual([409, messages.couponUsedUp])
  })
})
