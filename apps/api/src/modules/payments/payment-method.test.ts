import { ERROR_CODES, messages, PAYMENT_INQUIRY_AFTER_MINUTES } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { orderStatusHistory, refunds } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import {
  attemptsOf,
  merchantOrderIdOf,
  payAgain,
  paymentsOf,
  useDingerShop,
} from '#test/dinger-helpers.ts'
import { freshProduct, ORDERS, orderBody, placeOrder, shopper } from '#test/order-helpers.ts'
import { receiptOrder } from '#test/receipt-helpers.ts'

const t = useDingerShop()

const MINUTE = 60_000
const changeType = (token: string | undefined, id: number, body: unknown) =>
  call(t.app, 'PUT', `${ORDERS}/${id}/payment-type`, { ...(token && { token }), body })
const orderOf = async (token: string, id: number) =>
  (await call(t.app, 'GET', `${ORDERS}/${id}`, { token })).body
const historyOf = (id: number) =>
  t.app.ctx.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(orderStatusHistory.id)
const refundsOf = (id: number) =>
  t.app.ctx.db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(refunds.id)

/** A waiting KBZPay delivery order whose payment was started at the fake Dinger. */
async function startedOrder() {
  const me = await shopper(t.app)
  const placed = await receiptOrder(t.app, me.token, 'KBZ_PAY')
  const started = await payAgain(t.app, me.token, placed.id)
  expect(started.body.status).toBe('STARTED')
  return { me, placed, reference: merchantOrderIdOf(started.body.value) }
}

async function pickupOrder(token: string, paymentType: 'KBZ_PAY' | 'BANK_TRANSFER') {
  const product = await freshProduct(t.app, 5)
  const body = orderBody([{ product, qty: 1 }], { isDelivery: false, paymentType })
  const placed = await placeOrder(t.app, token, body)
  expect(placed.status).toBe(201)
  return placed.body
}

describe('choosing another way to pay', () => {
  it('wallet → bank transfer: still waiting, the bank way shown, the wallet try abandoned', async () => {
    const { me, placed, reference } = await startedOrder()
    expect((await orderOf(me.token, placed.id)).payment).toMatchObject({ pending: true })

    const changed = await changeType(me.token, placed.id, {
      paymentType: 'BANK_TRANSFER',
      phoneNo: ' 09790000777 ',
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      status: 'WAITING_FOR_PAYMENT',
      paymentInfo: { paymentType: 'BANK_TRANSFER', phoneNo: '09790000777' },
      payment: null,
    })
    expect(changed.body.paymentResponse).toBeUndefined()
    const [attempt] = await attemptsOf(t.app, placed.id)
    expect(attempt?.reference).toBe(reference)
    expect([attempt?.abandonedAt, attempt?.settledAt]).toEqual([expect.any(Date), null])
    expect((await historyOf(placed.id)).at(-1)).toMatchObject({
      fromStatus: 'WAITING_FOR_PAYMENT',
      toStatus: 'WAITING_FOR_PAYMENT',
      actor: 'CUSTOMER',
      note: 'Payment method changed by the customer: KBZPay → Bank Transfer',
    })
  })

  it('a late payment of the abandoned wallet try is not applied but owed back: never paid twice', async () => {
    const { me, placed, reference } = await startedOrder()
    await changeType(me.token, placed.id, { paymentType: 'BANK_TRANSFER' })
    const late = await t.fake.decide(reference, 'SUCCESS')
    expect(late?.status).toBe(409)
    expect((await paymentsOf(t.app, placed.id)).map((row) => row.result)).toEqual(['NOT_PAYABLE'])
    const [refund] = await refundsOf(placed.id)
    expect(refund).toMatchObject({
      state: 'DUE',
      reason: 'NOT_PAYABLE',
      amount: placed.totalAmount,
    })
    const after = await orderOf(me.token, placed.id)
    expect([after.status, after.isPaid, after.paymentInfo.paymentType]).toEqual([
      'WAITING_FOR_PAYMENT',
      false,
      'BANK_TRANSFER',
    ])
  })

  it('wallet → another wallet: the old try cannot pay, the new one does, once', async () => {
    const { me, placed, reference } = await startedOrder()
    const changed = await changeType(me.token, placed.id, { paymentType: 'WAVE_PAY' })
    expect(changed.body).toMatchObject({
      status: 'WAITING_FOR_PAYMENT',
      paymentInfo: { paymentType: 'WAVE_PAY' },
      paymentResponse: { value: expect.stringMatching(`/api/payments/pay/${placed.id}$`) },
      payment: null,
    })
    const again = await payAgain(t.app, me.token, placed.id)
    const wave = merchantOrderIdOf(again.body.value)
    expect(wave).toBe(`${placed.voucherNo}-2`)
    expect(t.fake.transactions.get(wave)?.providerName).toBe('Wave Pay')

    expect((await t.fake.decide(reference, 'SUCCESS'))?.status).toBe(409)
    expect((await orderOf(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')
    expect((await t.fake.decide(wave, 'SUCCESS'))?.status).toBe(200)
    expect((await orderOf(me.token, placed.id)).status).toBe('PAID')
    const results = (await paymentsOf(t.app, placed.id)).map((row) => row.result)
    expect(results).toEqual(['NOT_PAYABLE', 'PAID'])
    expect(await refundsOf(placed.id)).toHaveLength(1)
  })

  it('a wallet payment already through (its callback lost) is applied instead: 409, method kept', async () => {
    const { me, placed, reference } = await startedOrder()
    t.fake.dropCallbacks = true
    await t.fake.decide(reference, 'SUCCESS')
    const refused = await changeType(me.token, placed.id, { paymentType: 'CASH_ON_DELIVERY' })
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      ERROR_CODES.paymentAlreadyReceived,
      messages.paymentAlreadyReceived,
    ])
    const order = await orderOf(me.token, placed.id)
    expect([order.status, order.paymentInfo.paymentType]).toEqual(['PAID', 'KBZ_PAY'])
    expect((await paymentsOf(t.app, placed.id)).map((row) => row.result)).toEqual(['PAID'])
    expect(await refundsOf(placed.id)).toEqual([])
  })

  it('the sweep still asks about an abandoned try, so a payment whose callback was lost is owed back', async () => {
    const { me, placed, reference } = await startedOrder()
    await changeType(me.token, placed.id, { paymentType: 'MOBILE_BANKING' })
    t.fake.dropCallbacks = true
    await t.fake.decide(reference, 'SUCCESS')
    const sweep = t.app.services.orderSweeps
    vi.spyOn(t.app.services.clock, 'now').mockImplementation(
      () => new Date(Date.now() + (PAYMENT_INQUIRY_AFTER_MINUTES + 1) * MINUTE),
    )
    await sweep.sweep()
    expect((await paymentsOf(t.app, placed.id)).map((row) => row.result)).toEqual(['NOT_PAYABLE'])
    expect((await refundsOf(placed.id))[0]).toMatchObject({ state: 'DUE' })
    expect((await orderOf(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')
  })

  it('cash on delivery sends the order to the shop (pending, by the customer); the phone stays', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'KBZ_PAY')
    const changed = await changeType(me.token, placed.id, { paymentType: 'CASH_ON_DELIVERY' })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      status: 'PENDING',
      paymentInfo: { paymentType: 'CASH_ON_DELIVERY', phoneNo: placed.paymentInfo.phoneNo },
    })
    expect(changed.body.paymentResponse).toBeUndefined()
    expect((await historyOf(placed.id)).at(-1)).toMatchObject({
      fromStatus: 'WAITING_FOR_PAYMENT',
      toStatus: 'PENDING',
      actor: 'CUSTOMER',
      note: 'Payment method changed by the customer: KBZPay → Cash on delivery',
    })
    // Pending now: no second change, no payment.
    const again = await changeType(me.token, placed.id, { paymentType: 'KBZ_PAY' })
    expect([again.status, again.body.message]).toEqual([409, messages.paymentTypeNotChangeable])
    expect((await payAgain(t.app, me.token, placed.id)).status).toBe(409)
  })

  it('pay at store only for a pickup, cash on delivery only for a delivery, as at placement', async () => {
    const me = await shopper(t.app)
    const delivery = await receiptOrder(t.app, me.token, 'BANK_TRANSFER')
    const atStore = await changeType(me.token, delivery.id, { paymentType: 'PAY_AT_STORE' })
    expect([atStore.status, atStore.body.message]).toEqual([400, messages.payAtStoreNeedsPickup])

    const pickup = await pickupOrder(me.token, 'KBZ_PAY')
    const cod = await changeType(me.token, pickup.id, { paymentType: 'CASH_ON_DELIVERY' })
    expect([cod.status, cod.body.message]).toEqual([400, messages.cashOnDeliveryNeedsDelivery])
    const store = await changeType(me.token, pickup.id, { paymentType: 'PAY_AT_STORE' })
    expect([store.status, store.body.status, store.body.paymentInfo.paymentType]).toEqual([
      200,
      'PENDING',
      'PAY_AT_STORE',
    ])
    expect((await orderOf(me.token, delivery.id)).paymentInfo.paymentType).toBe('BANK_TRANSFER')
  })

  it('refuses bad input with a message, and changes nothing', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'BANK_TRANSFER')
    const bad: [unknown, string][] = [
      [{ paymentType: 'BITCOIN' }, messages.paymentTypeInvalid],
      [{ paymentType: 'WALLET' }, messages.paymentTypeInvalid],
      [{}, messages.required],
      [{ paymentType: 'KBZ_PAY', phoneNo: '0'.repeat(31) }, ''],
      [{ paymentType: 'KBZ_PAY', phoneNo: 'a\u0000b' }, ''],
    ]
    for (const [body, message] of bad) {
      const refused = await changeType(me.token, placed.id, body)
      expect(refused.status).toBe(400)
      if (message) expect(refused.body.message).toContain(message)
    }
    const order = await orderOf(me.token, placed.id)
    expect([order.status, order.paymentInfo.paymentType]).toEqual([
      'WAITING_FOR_PAYMENT',
      'BANK_TRANSFER',
    ])
    expect(await historyOf(placed.id)).toHaveLength(1)
  })

  it('another customer’s order is 404, a visitor 401, a paid or cancelled order 409', async () => {
    const { me, placed, reference } = await startedOrder()
    const other = await shopper(t.app)
    const body = { paymentType: 'BANK_TRANSFER' }
    const missing = await changeType(other.token, placed.id, body)
    expect([missing.status, missing.body.message]).toEqual([404, messages.orderNotFound])
    expect((await changeType(other.token, 99_999_999, body)).status).toBe(404)
    expect((await changeType(undefined, placed.id, body)).status).toBe(401)

    await t.fake.decide(reference, 'SUCCESS')
    const paid = await changeType(me.token, placed.id, body)
    expect([paid.status, paid.body.message]).toEqual([409, messages.paymentTypeNotChangeable])

    const cancelled = await receiptOrder(t.app, me.token, 'BANK_TRANSFER')
    await call(t.app, 'DELETE', `${ORDERS}/${cancelled.id}?reason=changed%20my%20mind`, {
      token: me.token,
    })
    expect((await changeType(me.token, cancelled.id, body)).status).toBe(409)
    expect((await orderOf(me.token, placed.id)).paymentInfo.paymentType).toBe('KBZ_PAY')
  })

  it('bank transfer → a wallet: the order then answers its payment page, and pays', async () => {
    const me = await shopper(t.app)
    const placed = await pickupOrder(me.token, 'BANK_TRANSFER')
    const changed = await changeType(me.token, placed.id, { paymentType: 'KBZ_PAY' })
    expect(changed.body.paymentResponse.value).toMatch(`/api/payments/pay/${placed.id}`)
    const started = await payAgain(t.app, me.token, placed.id)
    await t.fake.decide(merchantOrderIdOf(started.body.value), 'SUCCESS')
    expect((await orderOf(me.token, placed.id)).status).toBe('PAID')
  })
})
