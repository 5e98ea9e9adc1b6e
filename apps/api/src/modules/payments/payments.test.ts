import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { formatKs, messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderStatusHistory, payments } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { ORDERS, shopper } from '#test/order-helpers.ts'
import { CALLBACK, sandboxDecide, sandboxPage, sendCallback } from '#test/payment-helpers.ts'
import { receiptOrder } from '#test/receipt-helpers.ts'
import { useTestApp } from '#test/test-app.ts'
import type { PaymentCallback } from './payment-gateway.ts'
import { sandboxSecret } from './payment-secret.ts'
import { SIGNATURE_HEADER } from './sandbox-gateway.ts'

const t = useTestApp()

const order = async (token: string, id: number) =>
  (await call(t.app, 'GET', `${ORDERS}/${id}`, { token })).body
const paymentRows = (orderId: number) =>
  t.app.ctx.db.select().from(payments).where(eq(payments.orderId, orderId))
const history = (orderId: number) =>
  t.app.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))

const page = (token: string | undefined, id: number) => sandboxPage(t.app, token, id)
const decide = (token: string, id: number, decision: string) =>
  sandboxDecide(t.app, token, id, decision)

const callback = (change: Partial<PaymentCallback> & { orderId: number }, signature?: string) =>
  sendCallback(t.app, change, signature)

describe('the sandbox payment page', () => {
  it('shows the shop, voucher, amount and wallet to the order’s owner only', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'UAB_PAY')
    expect(placed.paymentResponse.value).toBe(
      `http://localhost:3000/api/payments/sandbox/${placed.id}`,
    )
    const shown = await page(me.token, placed.id)
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toMatch(/^text\/html/)
    for (const text of ['Kyanma', placed.voucherNo, formatKs(placed.totalAmount), 'UAB Pay'])
      expect(shown.body).toContain(text)
    expect(shown.body).toMatch(/value="approve">Approve</)
    expect(shown.body).toMatch(/value="decline">Decline</)

    const other = await shopper(t.app)
    expect((await page(other.token, placed.id)).statusCode).toBe(404)
    const visitor = await page(undefined, placed.id)
    expect(visitor.statusCode).toBe(401)
    expect(visitor.body).toContain('/auth/login?redirectTo=')
    const bank = await receiptOrder(t.app, me.token, 'BANK_TRANSFER')
    expect((await page(me.token, bank.id)).statusCode).toBe(409)
  })

  it('Approve pays the order through the signed callback and returns to the order', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'MPU_PAY')
    const approved = await decide(me.token, placed.id, 'approve')
    expect(approved.statusCode).toBe(303)
    expect(approved.headers.location).toBe(`/orders/${placed.id}?payment=approved`)
    const paid = await order(me.token, placed.id)
    expect([paid.status, paid.isPaid, paid.paymentResponse]).toEqual(['PAID', true, undefined])
    const [row] = await paymentRows(placed.id)
    expect(row).toMatchObject({
      gateway: 'sandbox',
      outcome: 'APPROVED',
      result: 'PAID',
      amount: placed.totalAmount,
    })
    expect((await history(placed.id)).at(-1)).toMatchObject({
      fromStatus: 'WAITING_FOR_PAYMENT',
      toStatus: 'PAID',
      actor: 'SYSTEM',
    })
    // Paid: the page no longer offers to pay, and a second Approve changes nothing.
    expect((await page(me.token, placed.id)).statusCode).toBe(409)
    const again = await decide(me.token, placed.id, 'approve')
    expect(again.statusCode).toBe(409)
    expect(await paymentRows(placed.id)).toHaveLength(1)
  })

  it('Decline leaves the order waiting; the shopper may try again', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'UAB_PAY')
    const declined = await decide(me.token, placed.id, 'decline')
    expect(declined.headers.location).toBe(`/orders/${placed.id}?payment=declined`)
    const waiting = await order(me.token, placed.id)
    expect([waiting.status, waiting.isPaid]).toEqual(['WAITING_FOR_PAYMENT', false])
    expect(waiting.paymentResponse.value).toContain(`/api/payments/sandbox/${placed.id}`)
    expect((await decide(me.token, placed.id, 'approve')).headers.location).toBe(
      `/orders/${placed.id}?payment=approved`,
    )
    expect((await paymentRows(placed.id)).map((row) => row.result)).toEqual(['DECLINED', 'PAID'])
    expect((await decide(me.token, placed.id, 'maybe')).statusCode).toBe(400)
  })
})

describe('paying again with the sandbox gateway', () => {
  it('starts an attempt on the sandbox page, shown as pending until the page decides', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'KBZ_PAY')
    expect(placed.payment).toBeNull()
    const pay = () =>
      call(t.app, 'POST', `/api/customers/me/orders/${placed.id}/payment`, { token: me.token })
    const started = await pay()
    expect([started.status, started.body]).toEqual([
      200,
      { status: 'STARTED', value: `http://localhost:3000/api/payments/sandbox/${placed.id}` },
    ])
    expect((await order(me.token, placed.id)).payment).toMatchObject({ pending: true })
    await decide(me.token, placed.id, 'decline')
    expect((await order(me.token, placed.id)).payment).toBeNull()
    await pay()
    await decide(me.token, placed.id, 'approve')
    const paid = await order(me.token, placed.id)
    expect([paid.status, paid.payment]).toEqual(['PAID', null])
    expect((await pay()).status).toBe(409)
    const other = await shopper(t.app)
    expect(
      (
        await call(t.app, 'POST', `/api/customers/me/orders/${placed.id}/payment`, {
          token: other.token,
        })
      ).status,
    ).toBe(404)
  })
})

describe('the gateway callback', () => {
  it('refuses a missing or wrong signature (401) and changes nothing', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'UAB_PAY')
    const change = { orderId: placed.id, amount: placed.totalAmount }
    for (const signature of ['', 'ab'.repeat(32), 'not hex']) {
      const refused = await callback(change, signature)
      expect([refused.status, refused.body.message]).toEqual([
        401,
        messages.paymentSignatureInvalid,
      ])
    }
    // Signed with another secret: what a forger without ours would send.
    const { createHmac } = await import('node:crypto')
    const body = JSON.stringify({ ...change, outcome: 'APPROVED', reference: 'FORGED-123' })
    const forged = await t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: createHmac('sha256', 'guess').update(body).digest('hex'),
      },
      payload: body,
    })
    expect(forged.statusCode).toBe(401)
    expect((await order(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')
    expect(await paymentRows(placed.id)).toEqual([])
  })

  it('answers a repeat the same and applies it once', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'AYA_PAY')
    const change = { orderId: placed.id, amount: placed.totalAmount, reference: 'REPEAT-0001' }
    const first = await callback(change)
    expect([first.status, first.body]).toEqual([
      200,
      { orderId: placed.id, reference: 'REPEAT-0001', result: 'PAID' },
    ])
    const repeats = await Promise.all([callback(change), callback(change), callback(change)])
    for (const repeat of repeats) expect([repeat.status, repeat.body]).toEqual([200, first.body])
    expect(await paymentRows(placed.id)).toHaveLength(1)
    expect((await history(placed.id)).filter((row) => row.toStatus === 'PAID')).toHaveLength(1)
  })

  it('pays an order once when two payments race', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'CB_PAY')
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callback({ orderId: placed.id, amount: placed.totalAmount })),
    )
    expect(answers.map((answer) => answer.body.result).sort()).toEqual([
      'NOT_PAYABLE',
      'NOT_PAYABLE',
      'NOT_PAYABLE',
      'NOT_PAYABLE',
      'PAID',
    ])
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4)
    expect((await history(placed.id)).filter((row) => row.toStatus === 'PAID')).toHaveLength(1)
  })

  it('does not pay for a wrong amount, a cancelled order or a non-gateway order', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'ONE_PAY')
    const short = { orderId: placed.id, amount: placed.totalAmount - 1, reference: 'SHORT-0001' }
    const wrong = await callback(short)
    expect([wrong.status, wrong.body.message, wrong.body.result]).toEqual([
      409,
      messages.paymentAmountMismatch,
      'AMOUNT_MISMATCH',
    ])
    expect((await callback(short)).body.result).toBe('AMOUNT_MISMATCH')
    expect((await order(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')

    await call(t.app, 'DELETE', `${ORDERS}/${placed.id}?reason=Changed`, { token: me.token })
    const late = await callback({ orderId: placed.id, amount: placed.totalAmount })
    expect([late.status, late.body.result]).toEqual([409, 'NOT_PAYABLE'])
    const cancelled = await order(me.token, placed.id)
    expect([cancelled.status, cancelled.isPaid]).toEqual(['CANCELLED', false])

    const bank = await receiptOrder(t.app, me.token, 'BANK_TRANSFER')
    const notGateway = await callback({ orderId: bank.id, amount: bank.totalAmount })
    expect(notGateway.body.result).toBe('NOT_PAYABLE')
    expect((await order(me.token, bank.id)).status).toBe('WAITING_FOR_PAYMENT')
    expect((await callback({ orderId: 999_999_999 })).status).toBe(404)
  })
})

describe('the sandbox secret', () => {
  it('is the configured one, else one kept in DATA_DIR and shared by every process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kyanma-secret-'))
    expect(await sandboxSecret('configured-secret', dataDir)).toBe('configured-secret')
    const made = await Promise.all([1, 2, 3, 4].map(() => sandboxSecret(undefined, dataDir)))
    expect(new Set(made).size).toBe(1)
    expect(made[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(await sandboxSecret(undefined, dataDir)).toBe(made[0])
  })
})
