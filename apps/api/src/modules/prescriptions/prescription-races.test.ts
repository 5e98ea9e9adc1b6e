import { PRESCRIPTION_UPLOAD_HOURS } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orderStatusHistory, prescriptions } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import {
  freshRxProduct,
  ORDERS,
  orderBody,
  orderRow,
  placeOrder,
  shopper,
  stockOf,
} from '#test/order-helpers.ts'
import {
  decide,
  myanmarDateIn,
  sendOrderPrescriptions,
  sendPrescriptions,
} from '#test/prescription-helpers.ts'
import { smallImage } from '#test/receipt-helpers.ts'
import { auditRowsOf, newStaffMember } from '#test/staff-helpers.ts'
import { twoServersOnOneSchema } from '#test/test-app.ts'
import { postgresUrlFromEnv } from '#test/test-config.ts'

/**
 * A pharmacist's decision racing the customer's cancel, another pharmacist, or a late upload
 * racing the sweep, over two server processes on one PostgreSQL schema (PGlite runs one
 * transaction at a time, so only here can they race). Each must end in one consistent state.
 */
const ROUNDS = 20

describe.runIf(postgresUrlFromEnv())('prescriptions racing on PostgreSQL', () => {
  const servers = twoServersOnOneSchema()
  afterEach(() => vi.restoreAllMocks())

  const db = () => servers.first.app.ctx.db

  async function waitingOrder(
    token: string,
    productId: { id: number; name: string; unitPrice: number },
  ) {
    const app = servers.first.app
    const [image] = (await sendPrescriptions(app, token, [{ data: await smallImage() }])).body
    const placed = await placeOrder(
      app,
      token,
      orderBody([{ product: productId, qty: 1 }], { prescriptions: [image.id] }),
    )
    expect(placed.status).toBe(201)
    return { order: placed.body, imageId: image.id as number }
  }

  it('an approval racing the customer’s cancel: approved then cancelled, or cancelled and never approved', async () => {
    const staff = await newStaffMember(servers.first.app)
    const me = await shopper(servers.first.app)
    const product = await freshRxProduct(servers.first.app, ROUNDS)
    const validUntil = myanmarDateIn(30)
    for (let round = 0; round < ROUNDS; round++) {
      const { order, imageId } = await waitingOrder(me.token, product)
      const [approve, cancel] = await Promise.all([
        decide(servers.appFor(round), staff.token, order.id, { decision: 'APPROVE', validUntil }),
        call(servers.appFor(round + 1), 'DELETE', `${ORDERS}/${order.id}?reason=Race`, {
          token: me.token,
        }),
      ])
      // The customer may cancel a pending order whether or not its prescription was approved.
      expect(cancel.status).toBe(200)
      const row = await orderRow(servers.first.app, order.id)
      const [image] = await db().select().from(prescriptions).where(eq(prescriptions.id, imageId))
      const audit = await auditRowsOf(servers.first.app, 'order', order.id)
      const cancels = await db()
        .select()
        .from(orderStatusHistory)
        .where(
          and(
            eq(orderStatusHistory.orderId, order.id),
            eq(orderStatusHistory.toStatus, 'CANCELLED'),
          ),
        )
      expect(row?.status).toBe('CANCELLED')
      expect(cancels).toHaveLength(1)
      if (approve.status === 200) {
        expect([row?.prescriptionStatus, image?.status, audit.length]).toEqual([
          'APPROVED',
          'APPROVED',
          1,
        ])
      } else {
        expect(approve.status).toBe(409)
        expect([row?.prescriptionStatus, image?.status, audit.length]).toEqual([
          'WAITING_CHECK',
          'UPLOADED',
          0,
        ])
      }
    }
    // Every unit came back exactly once.
    expect(await stockOf(servers.first.app, product.id)).toBe(ROUNDS)
  })

  it('two pharmacists deciding at once: one decision stands, the other is told 409', async () => {
    const [first, second] = [
      await newStaffMember(servers.first.app),
      await newStaffMember(servers.second.app),
    ]
    const me = await shopper(servers.first.app)
    const product = await freshRxProduct(servers.first.app, ROUNDS)
    for (let round = 0; round < ROUNDS / 2; round++) {
      const { order } = await waitingOrder(me.token, product)
      const answers = await Promise.all([
        decide(servers.appFor(round), first.token, order.id, {
          decision: 'APPROVE',
          validUntil: myanmarDateIn(5),
        }),
        decide(servers.appFor(round + 1), second.token, order.id, {
          decision: 'REFUSE',
          reason: 'Not readable',
        }),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const row = await orderRow(servers.first.app, order.id)
      const winner = answers[0]?.status === 200 ? 'APPROVED' : 'REFUSED'
      expect(row?.prescriptionStatus).toBe(winner)
      expect(await auditRowsOf(servers.first.app, 'order', order.id)).toHaveLength(1)
    }
  })

  it('a late upload racing the sweep: sent to the pharmacist, or cancelled and refused', async () => {
    const me = await shopper(servers.first.app)
    const product = await freshRxProduct(servers.first.app, ROUNDS)
    const png = await smallImage()
    let kept = 0
    const overdue = () => new Date(Date.now() + (PRESCRIPTION_UPLOAD_HOURS * 60 + 1) * 60 * 1000)
    for (let round = 0; round < ROUNDS / 2; round++) {
      const placed = await placeOrder(servers.first.app, me.token, orderBody([{ product, qty: 1 }]))
      expect(placed.body.prescription.status).toBe('AWAITING_UPLOAD')
      const sweeper = servers.appFor(round)
      vi.spyOn(sweeper.services.clock, 'now').mockImplementation(overdue)
      const [swept, upload] = await Promise.all([
        sweeper.services.orderSweeps.sweep(),
        sendOrderPrescriptions(servers.appFor(round + 1), me.token, placed.body.id, [
          { data: png },
        ]),
      ])
      vi.restoreAllMocks()
      const row = await orderRow(servers.first.app, placed.body.id)
      if (upload.status === 201) {
        kept++
        expect([row?.status, row?.prescriptionStatus]).toEqual(['PENDING', 'WAITING_CHECK'])
      } else {
        // The other tests' refused orders may be overdue too: at least this one was swept.
        expect(upload.status).toBe(409)
        expect(swept).toBeGreaterThanOrEqual(1)
        expect([row?.status, row?.cancelledBy]).toEqual(['CANCELLED', 'SYSTEM'])
      }
    }
    // A cancelled order's unit came back once; a kept order still holds its own.
    expect(await stockOf(servers.first.app, product.id)).toBe(ROUNDS - kept)
  })
})
