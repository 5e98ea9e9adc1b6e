import { messages, pointNotes, pointNotices } from '@kyanma/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillText } from '#app/lib/fill-text.ts'
import { call, register, registration } from '#test/auth-helpers.ts'
import { deliver, ledgerOf, notificationsOf, placedOrder } from '#test/loyalty-helpers.ts'
import { balanceOf, orderRow, shopper } from '#test/order-helpers.ts'
import { createTestApp, type TestApp, useTestApp } from '#test/test-app.ts'
import { creditDeliveredOrder } from './order-points.ts'

const t = useTestApp()

const refund = (orderId: number) => t.app.services.staffOrders.changeStatus(orderId, 'REFUNDED')

describe('points from a delivered order', () => {
  it('credits 1 point per 1,000 Ks of the total once, with a note and a notification', async () => {
    const me = await shopper(t.app)
    const order = await placedOrder(t.app, me.token, { minPrice: 20_000, qty: 2 })
    const earned = Math.floor(order.totalAmount / 1000)
    expect(earned).toBeGreaterThan(0)
    await t.app.services.staffOrders.changeStatus(order.id, 'APPROVED')
    expect(await balanceOf(t.app, me.customerId)).toBe(0)

    await t.app.services.staffOrders.changeStatus(order.id, 'DELIVERED')
    expect(await balanceOf(t.app, me.customerId)).toBe(earned)
    expect(await ledgerOf(t.app, me.customerId)).toEqual([
      {
        points: earned,
        kind: 'ORDER_EARN',
        reference: String(order.id),
        note: fillText(pointNotes.orderEarned, { voucherNo: order.voucherNo }),
      },
    ])
    const [latest] = await notificationsOf(t.app, me.customerId)
    expect(latest).toEqual({
      title: pointNotices.orderEarned.title,
      description: `You received ${earned} points for order ${order.voucherNo}.`,
    })
    const meAnswer = await call(t.app, 'GET', '/api/customers/me', { token: me.token })
    expect(meAnswer.body.currentPoint).toBe(earned)

    // The status machine refuses a second delivery, and nothing is credited again.
    await expect(
      t.app.services.staffOrders.changeStatus(order.id, 'DELIVERED'),
    ).rejects.toMatchObject({ status: 409 })
    expect(await balanceOf(t.app, me.customerId)).toBe(earned)

    // Even if some future path applied the delivery's effects again, the ledger would not.
    const row = await orderRow(t.app, order.id)
    if (!row) throw new Error('order vanished')
    await creditDeliveredOrder(t.app.ctx.db, row, new Date(), { referralBonusPoints: 500 })
    expect(await balanceOf(t.app, me.customerId)).toBe(earned)
    const earnedNotices = (await notificationsOf(t.app, me.customerId)).filter(
      (notice) => notice.title === pointNotices.orderEarned.title,
    )
    expect(earnedNotices).toHaveLength(1)
  })

  it('writes a note on the points spent on an order and on their return at cancel', async () => {
    const me = await shopper(t.app, 500)
    const order = await placedOrder(t.app, me.token, { points: 300, pointBalance: 500 })
    const cancelled = await call(t.app, 'DELETE', `/api/customers/me/orders/${order.id}?reason=x`, {
      token: me.token,
    })
    expect(cancelled.status).toBe(200)
    const rows = await ledgerOf(t.app, me.customerId)
    expect(rows.slice(1)).toEqual([
      {
        points: -300,
        kind: 'ORDER_SPEND',
        reference: String(order.id),
        note: `Used on order ${order.voucherNo}`,
      },
      {
        points: 300,
        kind: 'ORDER_REFUND',
        reference: String(order.id),
        note: `Returned from cancelled order ${order.voucherNo}`,
      },
    ])
    expect(await balanceOf(t.app, me.customerId)).toBe(500)
  })
})

describe('points of a refunded order', () => {
  it('gives back the points spent on it and takes back the points it earned', async () => {
    const me = await shopper(t.app, 1000)
    const order = await placedOrder(t.app, me.token, {
      minPrice: 20_000,
      points: 400,
      pointBalance: 1000,
    })
    await deliver(t.app, order.id)
    const earned = Math.floor(order.totalAmount / 1000)
    expect(await balanceOf(t.app, me.customerId)).toBe(600 + earned)

    await refund(order.id)
    expect(await balanceOf(t.app, me.customerId)).toBe(1000)
    const rows = await ledgerOf(t.app, me.customerId)
    expect(rows.slice(-2)).toEqual([
      {
        points: 400,
        kind: 'ORDER_REFUND',
        reference: String(order.id),
        note: `Returned from refunded order ${order.voucherNo}`,
      },
      {
        points: -earned,
        kind: 'ORDER_EARN_REVERSAL',
        reference: String(order.id),
        note: `Order ${order.voucherNo} refunded: its ${earned} points taken back`,
      },
    ])
    // Refunded is final: a second refund is refused and changes nothing.
    await expect(refund(order.id)).rejects.toMatchObject({ status: 409 })
    expect(await balanceOf(t.app, me.customerId)).toBe(1000)
  })

  it('never takes the balance below 0: only what is left goes, and the note says so', async () => {
    const [me, friend] = [await shopper(t.app), await shopper(t.app)]
    const order = await placedOrder(t.app, me.token, { minPrice: 20_000, qty: 2 })
    await deliver(t.app, order.id)
    const earned = Math.floor(order.totalAmount / 1000)
    // The customer gives most of the earned points away before the refund.
    const given = earned - 7
    const sent = await call(t.app, 'POST', '/api/customers/me/point/transfers', {
      token: me.token,
      body: { toCustomer: { id: friend.customerId }, points: given },
    })
    expect(sent.status).toBe(200)

    await refund(order.id)
    expect(await balanceOf(t.app, me.customerId)).toBe(0)
    const [last] = (await ledgerOf(t.app, me.customerId)).slice(-1)
    expect(last).toEqual({
      points: -7,
      kind: 'ORDER_EARN_REVERSAL',
      reference: String(order.id),
      note: fillText(pointNotes.orderEarnReversedPartly, {
        voucherNo: order.voucherNo,
        taken: 7,
        points: earned,
      }),
    })
    expect(await balanceOf(t.app, friend.customerId)).toBe(given)
  })
})

describe('the referral bonus', () => {
  it('pays the referrer once, on the first delivery to the customer they invited', async () => {
    const referrer = await shopper(t.app)
    const code = (await call(t.app, 'GET', '/api/customers/me', { token: referrer.token })).body
      .referralCode as string
    const invited = await register(t.app, {
      referralCode: code.toLowerCase(),
      displayName: 'Su Su',
    })
    const first = await placedOrder(t.app, invited.token)
    const second = await placedOrder(t.app, invited.token)
    await t.app.services.staffOrders.changeStatus(first.id, 'APPROVED')
    expect(await balanceOf(t.app, referrer.customerId)).toBe(0)

    await t.app.services.staffOrders.changeStatus(first.id, 'DELIVERED')
    expect(await balanceOf(t.app, referrer.customerId)).toBe(500)
    const rows = await ledgerOf(t.app, referrer.customerId)
    expect(rows).toEqual([
      expect.objectContaining({
        points: 500,
        kind: 'REFERRAL_BONUS',
        note: 'Referral bonus: Su Su received their first order',
      }),
    ])
    expect((await notificationsOf(t.app, referrer.customerId))[0]).toEqual({
      title: pointNotices.referralBonus.title,
      description: fillText(pointNotices.referralBonus.description, { points: 500, name: 'Su Su' }),
    })

    await deliver(t.app, second.id)
    expect(await balanceOf(t.app, referrer.customerId)).toBe(500)
    expect(await notificationsOf(t.app, referrer.customerId)).toHaveLength(1)
  })

  it('pays nothing for a customer nobody invited, and refuses an unknown code at sign-up', async () => {
    const me = await shopper(t.app)
    const order = await placedOrder(t.app, me.token, { minPrice: 5000 })
    await deliver(t.app, order.id)
    const kinds = (await ledgerOf(t.app, me.customerId)).map((row) => row.kind)
    expect(kinds).toEqual(['ORDER_EARN'])
    const refused = await call(t.app, 'POST', '/api/auth/customers/register', {
      body: { ...registration(), referralCode: 'NOPE2345' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(messages.unknownReferralCode)
  })
})

describe('the referral bonus switched off', () => {
  let off: TestApp
  beforeAll(async () => {
    off = await createTestApp({ config: { loyalty: { referralBonusPoints: 0 } } })
  })
  afterAll(() => off?.close())

  it('pays no bonus when REFERRAL_BONUS_POINTS is 0', async () => {
    const referrer = await shopper(off.app)
    const me = await call(off.app, 'GET', '/api/customers/me', { token: referrer.token })
    const invited = await register(off.app, { referralCode: me.body.referralCode })
    const order = await placedOrder(off.app, invited.token)
    await deliver(off.app, order.id)
    expect(await ledgerOf(off.app, referrer.customerId)).toEqual([])
  })
})
