import { messages, orderNotices, RECEIPT_WINDOW_HOURS } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bankAttachments, notifications } from '#app/db/schema/index.ts'
import { call, moveClockAhead } from '#test/auth-helpers.ts'
import {
  balanceOf,
  freshProduct,
  ORDERS,
  orderBody,
  placeOrder,
  shopper,
  stockOf,
} from '#test/order-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp({ restoreMocks: true })

const HOUR = 60 * 60 * 1000

const statusOf = async (token: string, id: number) =>
  (await call(t.app, 'GET', `${ORDERS}/${id}`, { token })).body

describe('the unpaid-order sweep', () => {
  it('cancels a bank-transfer order with no receipt after the window, returning everything', async () => {
    const me = await shopper(t.app, 2000)
    const product = await freshProduct(t.app, 5)
    const placed = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 2 }], {
        paymentType: 'BANK_TRANSFER',
        points: 500,
        pointBalance: 2000,
      }),
    )
    expect(placed.status).toBe(201)
    const sweep = t.app.services.orderSweeps

    moveClockAhead(t.app, RECEIPT_WINDOW_HOURS * HOUR - 60_000)
    await sweep.sweep()
    expect((await statusOf(me.token, placed.body.id)).status).toBe('WAITING_FOR_PAYMENT')

    moveClockAhead(t.app, RECEIPT_WINDOW_HOURS * HOUR + 60_000)
    expect(await sweep.sweep()).toBeGreaterThanOrEqual(1)
    const order = await statusOf(me.token, placed.body.id)
    expect(order).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM' })
    expect(order.cancelReason).toBe(
      messages.orderAutoCancelReason.replace('{hours}', String(RECEIPT_WINDOW_HOURS)),
    )
    expect(await stockOf(t.app, product.id)).toBe(5)
    expect(await balanceOf(t.app, me.customerId)).toBe(2000)
    const notes = await t.app.ctx.db
      .select({ title: notifications.title, description: notifications.description })
      .from(notifications)
      .where(eq(notifications.customerId, me.customerId))
      .orderBy(notifications.id)
    expect(notes).toEqual([
      { title: orderNotices.WAITING_FOR_PAYMENT.title, description: expect.any(String) },
      {
        title: messages.orderAutoCancelledTitle,
        description: expect.stringContaining(placed.body.voucherNo),
      },
    ])
    // Once is enough: a second sweep finds nothing more to do for this order.
    await sweep.sweep()
    expect(await balanceOf(t.app, me.customerId)).toBe(2000)
  })

  it('leaves orders with a receipt, paid on other ways, or already pending', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 10)
    const withReceipt = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 1 }], { paymentType: 'MOBILE_BANKING' }),
    )
    await t.app.ctx.db.insert(bankAttachments).values({
      orderId: withReceipt.body.id,
      mediaKey: `receipts/test-${withReceipt.body.id}`,
      contentType: 'image/jpeg',
      bytes: 1000,
      createdAt: new Date(),
    })
    const wallet = await placeOrder(
      t.app,
      me.token,
      orderBody([{ product, qty: 1 }], { paymentType: 'CB_PAY' }),
    )
    const cash = await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }]))

    moveClockAhead(t.app, RECEIPT_WINDOW_HOURS * HOUR * 2)
    await t.app.services.orderSweeps.sweep()
    expect((await statusOf(me.token, withReceipt.body.id)).status).toBe('WAITING_FOR_PAYMENT')
    expect((await statusOf(me.token, wallet.body.id)).status).toBe('WAITING_FOR_PAYMENT')
    expect((await statusOf(me.token, cash.body.id)).status).toBe('PENDING')
    expect(await stockOf(t.app, product.id)).toBe(7)
  })
})
