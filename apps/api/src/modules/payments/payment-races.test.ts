import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bankAttachments, orderStatusHistory, payments } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { ORDERS, shopper } from '#test/order-helpers.ts'
import { sendCallback } from '#test/payment-helpers.ts'
import { receiptOrder, smallImage, uploadReceipts } from '#test/receipt-helpers.ts'
import { twoServersOnOneSchema } from '#test/test-app.ts'
import { postgresUrlFromEnv } from '#test/test-config.ts'

/**
 * Callbacks, cancels and uploads of one order at the same moment, over two server processes on
 * one PostgreSQL schema (PGlite runs one transaction at a time, so only here can they race).
 */
const RACERS = 20

describe.runIf(postgresUrlFromEnv())('payments racing on PostgreSQL', () => {
  const servers = twoServersOnOneSchema()

  const paidMoves = async (orderId: number) =>
    (
      await servers.first.app.ctx.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
    ).filter((row) => row.toStatus === 'PAID')

  it('applies one callback repeated 20 times at once exactly once', async () => {
    const me = await shopper(servers.first.app)
    const placed = await receiptOrder(servers.first.app, me.token, 'UAB_PAY')
    const change = { orderId: placed.id, amount: placed.totalAmount, reference: 'RACE-SAME-1' }
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => sendCallback(servers.appFor(i), change)),
    )
    for (const answer of answers) expect([answer.status, answer.body.result]).toEqual([200, 'PAID'])
    const rows = await servers.first.app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.id))
    expect(rows).toHaveLength(1)
    expect(await paidMoves(placed.id)).toHaveLength(1)
  })

  it('pays once when 20 different payments of one order arrive together', async () => {
    const me = await shopper(servers.first.app)
    const placed = await receiptOrder(servers.first.app, me.token, 'AYA_PAY')
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        sendCallback(servers.appFor(i), { orderId: placed.id, amount: placed.totalAmount }),
      ),
    )
    const results = answers.map((answer) => answer.body.result).sort()
    expect(results).toEqual([...Array(RACERS - 1).fill('NOT_PAYABLE'), 'PAID'])
    expect(await paidMoves(placed.id)).toHaveLength(1)
  })

  it('an approval racing the customer’s cancel: paid or cancelled, never both', async () => {
    const me = await shopper(servers.first.app)
    for (let round = 0; round < 6; round++) {
      const placed = await receiptOrder(servers.first.app, me.token, 'CB_PAY')
      const [paid, cancel] = await Promise.all([
        sendCallback(servers.appFor(round), { orderId: placed.id, amount: placed.totalAmount }),
        call(servers.appFor(round + 1), 'DELETE', `${ORDERS}/${placed.id}?reason=Race`, {
          token: me.token,
        }),
      ])
      const order = (
        await call(servers.first.app, 'GET', `${ORDERS}/${placed.id}`, { token: me.token })
      ).body
      if (paid.body.result === 'PAID') {
        expect([cancel.status, order.status, order.isPaid]).toEqual([409, 'PAID', true])
      } else {
        expect([paid.body.result, cancel.status]).toEqual(['NOT_PAYABLE', 200])
        expect([order.status, order.isPaid]).toEqual(['CANCELLED', false])
      }
    }
  })

  it('uploads racing on one order never store more than 5 receipts', async () => {
    const me = await shopper(servers.first.app)
    const placed = await receiptOrder(servers.first.app, me.token)
    const png = await smallImage('png')
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        uploadReceipts(servers.appFor(i), me.token, placed.id, [{ data: png }]),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3)
    const rows = await servers.first.app.ctx.db
      .select()
      .from(bankAttachments)
      .where(eq(bankAttachments.orderId, placed.id))
    expect(rows).toHaveLength(5)
  })
})
