import { messages, PAYMENT_INQUIRY_AFTER_MINUTES } from '@kyanma/shared'
import { describe, expect, it, vi } from 'vitest'
import { call, moveClockAhead } from '#test/auth-helpers.ts'
import {
  attemptsOf,
  dingerShop,
  launch,
  merchantOrderIdOf,
  payAgain,
  paymentsOf,
  postCallback,
  startFakeDinger,
  useDingerShop,
} from '#test/dinger-helpers.ts'
import { ORDERS, shopper } from '#test/order-helpers.ts'
import { receiptOrder } from '#test/receipt-helpers.ts'
import { DingerError } from './dinger-gateway.ts'

const t = useDingerShop()

const MINUTE = 60_000
const order = async (token: string, id: number) =>
  (await call(t.app, 'GET', `${ORDERS}/${id}`, { token })).body

/** A waiting KBZPay order and the hosted page its first payment went to. */
async function startedOrder(paymentType: 'KBZ_PAY' | 'WAVE_PAY' | 'MMQR' = 'KBZ_PAY') {
  const me = await shopper(t.app)
  const placed = await receiptOrder(t.app, me.token, paymentType)
  const started = await payAgain(t.app, me.token, placed.id)
  expect([started.status, started.body.status]).toEqual([200, 'STARTED'])
  return { me, placed, page: started.body.value as string }
}

describe('paying through Dinger', () => {
  it('the order leads to the launcher, which starts a payment and sends the browser to Dinger', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'KBZ_PAY')
    expect(placed.paymentResponse.value).toBe(`http://localhost:3000/api/payments/pay/${placed.id}`)
    expect(placed.payment).toBeNull()

    const launched = await launch(t.app, me.token, placed.id)
    expect(launched.statusCode).toBe(303)
    const page = launched.headers.location as string
    expect(page.startsWith(`${t.fake.url}/gateway/redirect?`)).toBe(true)
    const reference = `${placed.voucherNo}-1`
    expect(merchantOrderIdOf(page)).toBe(reference)
    expect(t.fake.transactions.get(reference)).toMatchObject({
      totalAmount: placed.totalAmount,
      providerName: 'KBZ Pay',
      methodName: 'PWA',
      status: 'PENDING',
    })
    const pending = await order(me.token, placed.id)
    expect(pending.payment).toMatchObject({ pending: true })

    // The hosted page, then Approve: Dinger posts the encrypted callback to the shop.
    const hosted = await fetch(page)
    expect(hosted.status).toBe(200)
    expect(await hosted.text()).toContain(`${placed.totalAmount} MMK`)
    const approved = await t.fake.decide(reference, 'SUCCESS')
    expect(approved?.status).toBe(200)
    const paid = await order(me.token, placed.id)
    expect([paid.status, paid.isPaid, paid.payment]).toEqual(['PAID', true, null])
    const [row] = await paymentsOf(t.app, placed.id)
    expect(row).toMatchObject({
      gateway: 'dinger',
      reference: t.fake.transactions.get(reference)?.transactionId,
      result: 'PAID',
      amount: placed.totalAmount,
    })
    expect((await attemptsOf(t.app, placed.id))[0]?.settledAt).not.toBeNull()

    // Paid: the launcher and "pay" no longer start anything.
    expect((await launch(t.app, me.token, placed.id)).statusCode).toBe(409)
    expect((await payAgain(t.app, me.token, placed.id)).status).toBe(409)
    expect(await attemptsOf(t.app, placed.id)).toHaveLength(1)
  })

  it('answers another customer 404, a visitor 401, and a non-gateway order 409', async () => {
    const { placed } = await startedOrder()
    const other = await shopper(t.app)
    expect((await payAgain(t.app, other.token, placed.id)).status).toBe(404)
    expect((await launch(t.app, undefined, placed.id)).statusCode).toBe(401)
    const bank = await receiptOrder(t.app, other.token, 'BANK_TRANSFER')
    expect((await payAgain(t.app, other.token, bank.id)).status).toBe(409)
    expect(await attemptsOf(t.app, bank.id)).toEqual([])
  })

  it('a decline leaves the order waiting; paying again is a new Dinger order id', async () => {
    const { me, placed, page } = await startedOrder('WAVE_PAY')
    await t.fake.decide(merchantOrderIdOf(page), 'DECLINED')
    const waiting = await order(me.token, placed.id)
    expect([waiting.status, waiting.payment]).toEqual(['WAITING_FOR_PAYMENT', null])
    expect((await paymentsOf(t.app, placed.id)).map((row) => row.result)).toEqual(['DECLINED'])

    const again = await payAgain(t.app, me.token, placed.id)
    expect(merchantOrderIdOf(again.body.value)).toBe(`${placed.voucherNo}-2`)
    await t.fake.decide(`${placed.voucherNo}-2`, 'SUCCESS')
    expect((await order(me.token, placed.id)).status).toBe('PAID')
  })
})

describe('the Dinger callback', () => {
  it('refuses tampering, another key and a wrong checksum (401) and writes nothing', async () => {
    const { me, placed, page } = await startedOrder()
    const transaction = t.fake.transactions.get(merchantOrderIdOf(page))
    if (!transaction) throw new Error('no transaction')
    const result = { ...t.fake.resultOf(transaction), transactionStatus: 'SUCCESS' }
    const good = JSON.parse(t.fake.callbackBody(result))

    const cipher = Buffer.from(good.paymentResult, 'base64')
    cipher[5] = (cipher[5] ?? 0) ^ 0xff
    const forged = [
      { ...good, paymentResult: cipher.toString('base64') },
      { ...good, checksum: 'a'.repeat(64) },
      { ...good, checksum: '' },
      { paymentResult: good.paymentResult },
    ]
    // Encrypted with a key that is not the shop's: what a forger without it would send.
    const original = t.fake.account.callbackKey
    t.fake.account.callbackKey = 'f'.repeat(32)
    forged.push(JSON.parse(t.fake.callbackBody(result)))
    t.fake.account.callbackKey = original
    for (const body of forged) {
      const refused = await postCallback(t.app, JSON.stringify(body))
      expect([refused.status, refused.body.message]).toEqual([
        401,
        messages.paymentSignatureInvalid,
      ])
    }
    expect((await postCallback(t.app, 'not json')).status).toBe(400)
    expect((await order(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')
    expect(await paymentsOf(t.app, placed.id)).toEqual([])
  })

  it('answers a replay the same and applies it once', async () => {
    const { me, placed, page } = await startedOrder()
    await t.fake.decide(merchantOrderIdOf(page), 'SUCCESS')
    const sent = t.fake.delivered.at(-1)
    if (!sent) throw new Error('nothing delivered')
    const replays = await Promise.all([1, 2, 3].map(() => postCallback(t.app, sent.body)))
    for (const replay of replays) expect([replay.status, replay.body.result]).toEqual([200, 'PAID'])
    expect(await paymentsOf(t.app, placed.id)).toHaveLength(1)
    expect((await order(me.token, placed.id)).status).toBe('PAID')
  })

  it('records a wrong amount as AMOUNT_MISMATCH and does not pay', async () => {
    const { me, placed, page } = await startedOrder('MMQR')
    const transaction = t.fake.transactions.get(merchantOrderIdOf(page))
    if (!transaction) throw new Error('no transaction')
    expect(transaction).toMatchObject({ providerName: 'MMQR', methodName: 'QR' })
    const short = {
      ...t.fake.resultOf(transaction),
      transactionStatus: 'SUCCESS',
      totalAmount: placed.totalAmount - 100,
    }
    const answer = await postCallback(t.app, t.fake.callbackBody(short))
    expect([answer.status, answer.body.result]).toEqual([409, 'AMOUNT_MISMATCH'])
    expect((await order(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')
    expect((await paymentsOf(t.app, placed.id))[0]).toMatchObject({ result: 'AMOUNT_MISMATCH' })
  })

  it('answers 404 for a merchant order id the shop never sent', async () => {
    const { page } = await startedOrder()
    const transaction = t.fake.transactions.get(merchantOrderIdOf(page))
    if (!transaction) throw new Error('no transaction')
    const stranger = {
      ...t.fake.resultOf(transaction),
      transactionStatus: 'SUCCESS',
      merchantOrderId: 'NOT-OURS-1',
    }
    expect((await postCallback(t.app, t.fake.callbackBody(stranger))).status).toBe(404)
    // Dinger calls back only decided payments: a pending one is not a callback.
    const pending = t.fake.resultOf(transaction)
    expect((await postCallback(t.app, t.fake.callbackBody(pending))).status).toBe(400)
  })
})

describe('a lost callback', () => {
  it('"pay" asks Dinger first and finds the payment instead of charging twice', async () => {
    const { me, placed, page } = await startedOrder()
    t.fake.dropCallbacks = true
    await t.fake.decide(merchantOrderIdOf(page), 'SUCCESS')
    expect((await order(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')
    const count = t.fake.transactions.size
    const again = await payAgain(t.app, me.token, placed.id)
    expect([again.status, again.body.status, again.body.order.status]).toEqual([
      200,
      'PAID',
      'PAID',
    ])
    expect(t.fake.transactions.size).toBe(count)
    expect(await attemptsOf(t.app, placed.id)).toHaveLength(1)
  })

  it('the sweep asks about payments undecided for minutes and applies what Dinger says', async () => {
    const { me, placed, page } = await startedOrder('WAVE_PAY')
    t.fake.dropCallbacks = true
    await t.fake.decide(merchantOrderIdOf(page), 'SUCCESS')
    const sweep = t.app.services.orderSweeps
    moveClockAhead(t.app, PAYMENT_INQUIRY_AFTER_MINUTES * MINUTE - MINUTE)
    await sweep.sweep()
    expect((await order(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')

    moveClockAhead(t.app, PAYMENT_INQUIRY_AFTER_MINUTES * MINUTE + MINUTE)
    expect(await sweep.sweep()).toBeGreaterThanOrEqual(1)
    expect((await order(me.token, placed.id)).status).toBe('PAID')
    // The callback arriving late is the same payment: answered the same, applied once.
    const transaction = t.fake.transactions.get(merchantOrderIdOf(page))
    if (!transaction) throw new Error('no transaction')
    const late = await postCallback(t.app, t.fake.callbackBody(t.fake.resultOf(transaction)))
    expect([late.status, late.body.result]).toEqual([200, 'PAID'])
    expect(await paymentsOf(t.app, placed.id)).toHaveLength(1)
  })

  it('the sweep leaves a still-pending payment waiting, and asks again only after a while', async () => {
    const { me, placed } = await startedOrder()
    const sweep = t.app.services.orderSweeps
    const spy = vi.spyOn(t.app.services.payments, 'inquireAttempt')
    moveClockAhead(t.app, (PAYMENT_INQUIRY_AFTER_MINUTES + 1) * MINUTE)
    await sweep.sweep()
    const asked = spy.mock.calls.filter(([, attempt]) => attempt.orderId === placed.id)
    expect(asked).toHaveLength(1)
    await sweep.sweep()
    expect(spy.mock.calls.filter(([, attempt]) => attempt.orderId === placed.id)).toHaveLength(1)
    expect((await order(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')
  })
})

describe('what the fake Dinger refuses, the shop’s requests never do', () => {
  it('a wrong API key: 502 to the shopper, and nothing left pending', async () => {
    const wrong = await dingerShop(t.fake, { dinger: { apiKey: 'wrong.key' } })
    try {
      const me = await shopper(wrong.app)
      const placed = await receiptOrder(wrong.app, me.token, 'KBZ_PAY')
      const refused = await payAgain(wrong.app, me.token, placed.id)
      expect([refused.status, refused.body.message]).toEqual([
        502,
        messages.paymentGatewayUnavailable,
      ])
      expect((await attemptsOf(wrong.app, placed.id))[0]?.settledAt).not.toBeNull()
      expect(
        (await call(wrong.app, 'GET', `${ORDERS}/${placed.id}`, { token: me.token })).body.payment,
      ).toBeNull()
    } finally {
      await wrong.close()
    }
  })

  it('a payload under another public key, and a reused merchant order id', async () => {
    const gateway = t.app.services.payments.current
    if (!gateway) throw new Error('no gateway')
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'KBZ_PAY')
    const payable = {
      id: placed.id,
      voucherNo: placed.voucherNo,
      total: placed.totalAmount,
      paymentType: 'KBZ_PAY' as const,
    }
    const attempt = { reference: `${placed.voucherNo}-9`, amount: placed.totalAmount }
    const payer = { name: 'Test', phone: '09787747310' }
    await gateway.startPayment(payable, attempt, payer)
    const reused = await gateway.startPayment(payable, attempt, payer).catch((error) => error)
    expect(reused).toBeInstanceOf(DingerError)
    expect(reused.dingerCode).toBe('015')

    const strangerKey = await startFakeDinger()
    try {
      const other = await dingerShop(t.fake, {
        dinger: { publicKey: strangerKey.config.publicKey },
      })
      try {
        const shopperThere = await shopper(other.app)
        const there = await receiptOrder(other.app, shopperThere.token, 'KBZ_PAY')
        expect((await payAgain(other.app, shopperThere.token, there.id)).status).toBe(502)
      } finally {
        await other.close()
      }
    } finally {
      await strangerKey.close()
    }
  })
})
