import { messages } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { notifications, refunds } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { ORDERS, shopper } from '#test/order-helpers.ts'
import { sendCallback } from '#test/payment-helpers.ts'
import { receiptOrder } from '#test/receipt-helpers.ts'
import { auditRowsOf, staffSignIn, useAppAsAdmin } from '#test/staff-helpers.ts'

const t = useAppAsAdmin()

const REFUNDS = '/api/admin/refunds'
const customerOrder = async (token: string, id: number) =>
  (await call(t.app, 'GET', `${ORDERS}/${id}`, { token })).body
const setStatus = async (id: number, status: string, note = '') => {
  const moved = await call(t.app, 'PUT', `/api/admin/orders/${id}/status`, {
    token: t.adminToken,
    body: { status, note },
  })
  expect(moved.status, JSON.stringify(moved.body)).toBe(200)
}
const dueFor = async (voucherNo: string, state = 'DUE') => {
  const listed = await call(t.app, 'GET', `${REFUNDS}?state=${state}&search=${voucherNo}`, {
    token: t.adminToken,
  })
  expect(listed.status).toBe(200)
  return listed.body.data as any[]
}
const give = (id: number, body: object, token = t.adminToken) =>
  call(t.app, 'POST', `${REFUNDS}/${id}`, { token, body })
const refundRows = (orderId: number) =>
  t.app.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId))

/** A shopper's gateway order, paid in full and then cancelled by staff: the refund it leaves due. */
async function paidOrderCancelled(paymentType: 'UAB_PAY' | 'ONE_PAY', reason: string) {
  const me = await shopper(t.app)
  const placed = await receiptOrder(t.app, me.token, paymentType)
  await sendCallback(t.app, { orderId: placed.id, amount: placed.totalAmount })
  await setStatus(placed.id, 'CANCELLED', reason)
  const [due] = await dueFor(placed.voucherNo)
  return { placed, due }
}

describe('money owed back', () => {
  it('a gateway payment of the wrong amount is owed back, and the customer sees it due', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'KBZ_PAY')
    const before = (await call(t.app, 'GET', '/api/admin/orders/summary', { token: t.adminToken }))
      .body
    const wrong = await sendCallback(t.app, { orderId: placed.id, amount: placed.totalAmount - 1 })
    expect(wrong.status).toBe(409)
    const [due] = await dueFor(placed.voucherNo)
    expect(due).toMatchObject({
      reason: 'AMOUNT_MISMATCH',
      amount: placed.totalAmount - 1,
      state: 'DUE',
      order: { id: placed.id, status: 'WAITING_FOR_PAYMENT' },
      payment: { gateway: 'sandbox' },
      gatewayCanRefund: true,
      method: null,
    })
    const after = (await call(t.app, 'GET', '/api/admin/orders/summary', { token: t.adminToken }))
      .body
    expect(after.refundsDue).toBe(before.refundsDue + 1)
    expect((await customerOrder(me.token, placed.id)).refunds).toEqual([
      {
        id: due.id,
        amount: placed.totalAmount - 1,
        state: 'DUE',
        method: null,
        reference: null,
        refundedAt: null,
      },
    ])
  })

  it('a declined payment, or an unpaid order cancelled, owes nothing', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'WAVE_PAY')
    const declined = await sendCallback(t.app, {
      orderId: placed.id,
      outcome: 'DECLINED',
      amount: placed.totalAmount,
    })
    expect(declined.status).toBe(200)
    await setStatus(placed.id, 'CANCELLED', 'Out of stock')
    expect(await refundRows(placed.id)).toEqual([])
    expect((await customerOrder(me.token, placed.id)).refunds).toEqual([])
  })

  it('a paid gateway order cancelled by t.adminToken is refunded through the gateway, once', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'KBZ_PAY')
    const paid = await sendCallback(t.app, { orderId: placed.id, amount: placed.totalAmount })
    expect(paid.body.result).toBe('PAID')
    await setStatus(placed.id, 'CANCELLED', 'The pharmacist found an interaction')
    const [due] = await dueFor(placed.voucherNo)
    expect(due).toMatchObject({
      reason: 'CANCELLED_AFTER_PAYMENT',
      amount: placed.totalAmount,
      payment: { gateway: 'sandbox', reference: paid.body.reference },
      gatewayCanRefund: true,
    })

    const given = await give(due.id, { method: 'GATEWAY', note: 'Called the customer' })
    expect(given.status, JSON.stringify(given.body)).toBe(200)
    expect(given.body).toMatchObject({
      state: 'DONE',
      method: 'GATEWAY',
      note: 'Called the customer',
      refundedBy: expect.any(String),
    })
    expect(given.body.reference).toMatch(/^SBXR-/)
    expect(await dueFor(placed.voucherNo)).toEqual([])
    expect((await dueFor(placed.voucherNo, 'DONE')).map((row) => row.id)).toEqual([due.id])

    const again = await give(due.id, { method: 'GATEWAY' })
    expect([again.status, again.body.message]).toEqual([409, messages.refundAlreadyDone])

    const seen = (await customerOrder(me.token, placed.id)).refunds
    expect(seen).toEqual([
      {
        id: due.id,
        amount: placed.totalAmount,
        state: 'DONE',
        method: 'GATEWAY',
        reference: given.body.reference,
        refundedAt: expect.any(String),
      },
    ])
    const notices = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.customerId, me.customerId),
          eq(notifications.title, messages.refundSentTitle),
        ),
      )
    expect(notices).toHaveLength(1)
    expect(notices[0]?.description).toContain(placed.voucherNo)
    expect(notices[0]?.description).toContain(given.body.reference)
    const [audit] = await auditRowsOf(t.app, 'refund', due.id)
    expect(audit).toMatchObject({ action: 'refund.give' })
    expect(audit?.after).toMatchObject({ method: 'GATEWAY', amount: placed.totalAmount })
  })

  it('money that came by bank transfer is given back by hand, with a reference', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'BANK_TRANSFER')
    await setStatus(placed.id, 'PAID')
    await setStatus(placed.id, 'CANCELLED', 'Customer asked by phone')
    const [due] = await dueFor(placed.voucherNo)
    expect(due).toMatchObject({ payment: null, gatewayCanRefund: false })

    const gateway = await give(due.id, { method: 'GATEWAY' })
    expect([gateway.status, gateway.body.message]).toEqual([409, messages.refundGatewayUnavailable])
    const noReference = await give(due.id, { method: 'MANUAL', reference: ' ' })
    expect(noReference.status).toBe(400)
    expect(JSON.stringify(noReference.body)).toContain(messages.refundReferenceRequired)
    const unknownMethod = await give(due.id, { method: 'CASH', reference: 'X-1' })
    expect(unknownMethod.status).toBe(400)
    expect((await refundRows(placed.id))[0]?.state).toBe('DUE')

    const manual = await give(due.id, { method: 'MANUAL', reference: 'KBZ-TRF-88213' })
    expect(manual.status).toBe(200)
    expect(manual.body).toMatchObject({ method: 'MANUAL', reference: 'KBZ-TRF-88213' })
  })

  it('a delivered order refunded is owed back in full', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'MPU_PAY')
    await sendCallback(t.app, { orderId: placed.id, amount: placed.totalAmount })
    await setStatus(placed.id, 'DELIVERED')
    await setStatus(placed.id, 'REFUNDED', 'Returned unopened')
    const [due] = await dueFor(placed.voucherNo)
    expect(due).toMatchObject({ reason: 'RETURNED', amount: placed.totalAmount })
  })

  it('a gateway that refuses the refund leaves it due (502) so t.adminToken can try again', async () => {
    const { placed, due } = await paidOrderCancelled('UAB_PAY', 'Wrong address')
    const sandbox = t.app.services.payments.sandbox
    if (!sandbox) throw new Error('the sandbox is off')
    const refusal = vi.spyOn(sandbox, 'refund').mockRejectedValueOnce(new Error('timeout'))
    const refused = await give(due.id, { method: 'GATEWAY' })
    refusal.mockRestore()
    expect([refused.status, refused.body.message]).toEqual([502, messages.refundGatewayFailed])
    expect((await refundRows(placed.id))[0]).toMatchObject({ state: 'DUE', method: null })
    expect((await give(due.id, { method: 'GATEWAY' })).status).toBe(200)
  })

  it('two members of t.adminToken giving the same money back at once give it once', async () => {
    const { due } = await paidOrderCancelled('ONE_PAY', 'Duplicate order')
    const second = await staffSignIn(t.app)
    const answers = await Promise.all([
      give(due.id, { method: 'GATEWAY' }),
      give(due.id, { method: 'MANUAL', reference: 'CASH-0001' }, second),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const audits = await auditRowsOf(t.app, 'refund', due.id)
    expect(audits).toHaveLength(1)
  })

  it('is for t.adminToken only; an unknown refund is 404', async () => {
    const me = await shopper(t.app)
    expect((await call(t.app, 'GET', REFUNDS)).status).toBe(401)
    expect((await call(t.app, 'GET', REFUNDS, { token: me.token })).status).toBe(403)
    expect((await give(1, { method: 'GATEWAY' }, me.token)).status).toBe(403)
    const missing = await give(999_999, { method: 'MANUAL', reference: 'ABC-1' })
    expect([missing.status, missing.body.message]).toEqual([404, messages.refundNotFound])
    expect(
      (await call(t.app, 'GET', `${REFUNDS}?state=LATER`, { token: t.adminToken })).status,
    ).toBe(400)
  })
})
