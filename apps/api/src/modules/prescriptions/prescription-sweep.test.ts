import { messages, orderNotices, PRESCRIPTION_UPLOAD_HOURS } from '@kyanma/shared'
import { and, eq, isNull } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications, promotionUses } from '#app/db/schema/index.ts'
import { moveClockAhead } from '#test/auth-helpers.ts'
import {
  balanceOf,
  freshRxProduct,
  orderBody,
  orderRow,
  percentCoupon,
  placeOrder,
  promotionByCode,
  shopper,
  stockOf,
} from '#test/order-helpers.ts'
import { decide, myanmarDateIn, sendPrescriptions } from '#test/prescription-helpers.ts'
import { smallImage } from '#test/receipt-helpers.ts'
import { useAppAsAdmin } from '#test/staff-helpers.ts'

const t = useAppAsAdmin()
afterEach(() => vi.restoreAllMocks())

const HOUR = 60 * 60 * 1000

/** Sweeps with the services' clock `ms` ahead of now, then puts the clock back. */
async function sweepLater(ms: number) {
  moveClockAhead(t.app, ms)
  const swept = await t.app.services.orderSweeps.sweep()
  vi.restoreAllMocks()
  return swept
}

describe('the prescription sweep', () => {
  it('cancels an order that got no prescription in 24 hours, returning stock, coupon and points', async () => {
    const me = await shopper(t.app, 2000)
    const product = await freshRxProduct(t.app, 100)
    const promotion = await promotionByCode(t.app, 'WELCOME10')
    const coupon = percentCoupon(promotion)
    const qty = Math.max(1, Math.ceil(promotion.minOrderAmount / product.unitPrice))
    const placed = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty }], { coupon, points: 500, pointBalance: 2000 }),
    )
    expect(placed.status).toBe(201)
    expect(placed.body.prescription.status).toBe('AWAITING_UPLOAD')
    expect(await stockOf(t.app, product.id)).toBe(100 - qty)

    await sweepLater(PRESCRIPTION_UPLOAD_HOURS * HOUR - 60_000)
    expect((await orderRow(t.app, placed.body.id))?.status).toBe('PENDING')

    expect(await sweepLater(PRESCRIPTION_UPLOAD_HOURS * HOUR + 60_000)).toBeGreaterThanOrEqual(1)
    const reason = messages.prescriptionMissingCancelReason.replace('{hours}', '24')
    expect(await orderRow(t.app, placed.body.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'SYSTEM',
      cancelReason: reason,
    })
    expect(await stockOf(t.app, product.id)).toBe(100)
    expect(await balanceOf(t.app, me.customerId)).toBe(2000)
    const uses = await t.app.ctx.db
      .select()
      .from(promotionUses)
      .where(and(eq(promotionUses.orderId, placed.body.id), isNull(promotionUses.releasedAt)))
    expect(uses).toEqual([])
    const [notice] = await t.app.ctx.db
      .select({ title: notifications.title, description: notifications.description })
      .from(notifications)
      .where(eq(notifications.customerId, me.customerId))
      .orderBy(notifications.id)
      .offset(1)
    expect(notice).toEqual({
      title: orderNotices.CANCELLED.title,
      description: orderNotices.CANCELLED.description
        .replace('{voucherNo}', placed.body.voucherNo)
        .replace('{reason}', reason),
    })
    // Once is enough.
    await sweepLater(PRESCRIPTION_UPLOAD_HOURS * HOUR * 2)
    expect(await balanceOf(t.app, me.customerId)).toBe(2000)
  })

  it('cancels a refused order nobody fixed, and even a paid one (money to give back)', async () => {
    const me = await shopper(t.app)
    const product = await freshRxProduct(t.app, 10)
    const [image] = (await sendPrescriptions(t.app, me.token, [{ data: await smallImage() }])).body
    const refused = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 1 }], { prescriptions: [image.id] }),
    )
    await decide(t.app, t.adminToken, refused.body.id, { decision: 'REFUSE', reason: 'Expired' })
    const paid = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 1 }], { paymentType: 'KBZ_PAY' }),
    )
    await t.app.services.staffOrders.changeStatus(paid.body.id, 'PAID')
    expect(await stockOf(t.app, product.id)).toBe(8)

    await sweepLater(PRESCRIPTION_UPLOAD_HOURS * HOUR + 60_000)
    expect(await orderRow(t.app, refused.body.id)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: messages.prescriptionRefusedCancelReason.replace('{hours}', '24'),
    })
    expect(await orderRow(t.app, paid.body.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'SYSTEM',
      isPaid: true,
    })
    expect(await stockOf(t.app, product.id)).toBe(10)
  })

  it('leaves orders waiting for the pharmacist, approved, or without Rx items', async () => {
    const me = await shopper(t.app)
    const product = await freshRxProduct(t.app, 10)
    const png = await smallImage()
    const send = async () => (await sendPrescriptions(t.app, me.token, [{ data: png }])).body[0].id
    const waiting = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 1 }], { prescriptions: [await send()] }),
    )
    const approved = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 1 }], { prescriptions: [await send()] }),
    )
    const validUntil = myanmarDateIn(1)
    expect(
      (await decide(t.app, t.adminToken, approved.body.id, { decision: 'APPROVE', validUntil }))
        .status,
    ).toBe(200)

    await sweepLater(PRESCRIPTION_UPLOAD_HOURS * HOUR * 3)
    expect((await orderRow(t.app, waiting.body.id))?.status).toBe('PENDING')
    expect((await orderRow(t.app, approved.body.id))?.status).toBe('PENDING')
    expect(await stockOf(t.app, product.id)).toBe(8)
  })
})
