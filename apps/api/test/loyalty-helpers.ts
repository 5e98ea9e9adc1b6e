import { asc, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { notifications, pointLedger } from '../src/db/schema/index.ts'
import { call } from './auth-helpers.ts'
import { freshProduct, orderBody, placeOrder } from './order-helpers.ts'

/** Helpers for the loyalty tests: the two point calls, staff moves and what the ledger holds. */

export const HISTORIES = '/api/customers/me/point/histories'
export const TRANSFERS = '/api/customers/me/point/transfers'

export const history = (app: FastifyInstance, token: string | undefined, query = '') =>
  call(app, 'GET', `${HISTORIES}${query}`, { ...(token && { token }) })

export const transfer = (app: FastifyInstance, token: string | undefined, body: unknown) =>
  call(app, 'POST', TRANSFERS, { body, ...(token && { token }) })

/** A cash-on-delivery order of `qty` units of a product priced at least `minPrice`, placed. */
export async function placedOrder(
  app: FastifyInstance,
  token: string,
  options: { minPrice?: number; qty?: number; points?: number; pointBalance?: number } = {},
) {
  const product = await freshProduct(app, 10, options.minPrice ?? 1)
  const body = orderBody([{ product, qty: options.qty ?? 1 }], {
    ...(options.points !== undefined && { points: options.points }),
    ...(options.pointBalance !== undefined && { pointBalance: options.pointBalance }),
  })
  const answer = await placeOrder(app, token, body)
  if (answer.status !== 201) throw new Error(`order not placed: ${JSON.stringify(answer.body)}`)
  return answer.body as { id: number; voucherNo: string; totalAmount: number; status: string }
}

/** Staff approve and deliver a pending (cash on delivery) order, through the real service. */
export async function deliver(app: FastifyInstance, orderId: number) {
  await app.services.staffOrders.changeStatus(orderId, 'APPROVED')
  await app.services.staffOrders.changeStatus(orderId, 'DELIVERED')
}

export function ledgerOf(app: FastifyInstance, customerId: number) {
  return app.ctx.db
    .select({
      points: pointLedger.points,
      kind: pointLedger.kind,
      reference: pointLedger.reference,
      note: pointLedger.note,
    })
    .from(pointLedger)
    .where(eq(pointLedger.customerId, customerId))
    .orderBy(asc(pointLedger.id))
}

export function notificationsOf(app: FastifyInstance, customerId: number) {
  return app.ctx.db
    .select({ title: notifications.title, description: notifications.description })
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(desc(notifications.id))
}
