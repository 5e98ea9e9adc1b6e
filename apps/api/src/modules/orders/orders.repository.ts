import { and, asc, count, eq, inArray, isNull, lt, notExists, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { DbExecutor } from '#app/db/client.ts'
import {
  bankAttachments,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  promotions,
  promotionUses,
} from '#app/db/schema/index.ts'
import type { OrderActor } from './order-status.ts'

/** Drizzle queries for orders. Customer-facing reads are all scoped by customer id. */

export type NewOrder = typeof orders.$inferInsert
export type OrderRecord = typeof orders.$inferSelect

/** Locked until the transaction ends, so usage limits are counted by one order at a time. */
export async function lockPromotion(tx: DbExecutor, id: number) {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update')
  return row
}

/** Uses of a coupon that still count (not released by a cancel): by anyone, and by this customer. */
export async function countPromotionUses(tx: DbExecutor, promotionId: number, customerId: number) {
  const [row] = await tx
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${promotionUses.customerId} = ${customerId})::int`,
    })
    .from(promotionUses)
    .where(and(eq(promotionUses.promotionId, promotionId), isNull(promotionUses.releasedAt)))
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 }
}

export async function returnStock(tx: DbExecutor, productId: number, qty: number) {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${qty}` })
    .where(eq(products.id, productId))
}

export async function insertPromotionUse(tx: DbExecutor, use: typeof promotionUses.$inferInsert) {
  await tx.insert(promotionUses).values(use)
}

export async function releasePromotionUse(tx: DbExecutor, orderId: number, at: Date) {
  await tx
    .update(promotionUses)
    .set({ releasedAt: at })
    .where(and(eq(promotionUses.orderId, orderId), isNull(promotionUses.releasedAt)))
}

export async function insertStatusHistory(
  tx: DbExecutor,
  row: {
    orderId: number
    fromStatus: string | null
    toStatus: string
    actor: OrderActor
    note?: string
    createdAt: Date
  },
) {
  await tx.insert(orderStatusHistory).values(row)
}

/** The order, locked for a status change; `customerId` limits it to that customer's own. */
export async function lockOrder(tx: DbExecutor, id: number, customerId?: number) {
  const mine = customerId === undefined ? undefined : eq(orders.customerId, customerId)
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), mine))
    .for('update')
  return row
}

export function orderLines(tx: DbExecutor, orderId: number) {
  return tx
    .select({ productId: orderItems.productId, qty: orderItems.qty })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId))
}

export async function setCancelled(
  tx: DbExecutor,
  id: number,
  change: { reason: string; by: OrderActor; at: Date },
) {
  await tx
    .update(orders)
    .set({
      status: 'CANCELLED',
      cancelReason: change.reason,
      cancelledBy: change.by,
      updatedAt: change.at,
      statusChangedAt: change.at,
    })
    .where(eq(orders.id, id))
}

/**
 * Receipt-paid orders still waiting for money, placed before `cutoff`, with no receipt uploaded.
 * Locked and skipped by other processes' sweeps, so each order is cancelled exactly once.
 */
export function lockUnpaidReceiptOrders(
  tx: DbExecutor,
  paymentTypes: readonly string[],
  cutoff: Date,
  limit: number,
) {
  const unpaid = and(
    eq(orders.status, 'WAITING_FOR_PAYMENT'),
    inArray(orders.paymentType, [...paymentTypes]),
    lt(orders.createdAt, cutoff),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(bankAttachments)
        .where(eq(bankAttachments.orderId, orders.id)),
    ),
  )
  return lockSweepBatch(tx, unpaid, orders.createdAt, limit)
}

/**
 * A sweep's batch: the orders matching `where`, the longest waiting (`since`) first, locked, and
 * skipping those another process's sweep holds, so each order is handled exactly once. The
 * unpaid-order and prescription sweeps take their batches through it.
 */
export function lockSweepBatch(
  tx: DbExecutor,
  where: SQL | undefined,
  since: AnyPgColumn,
  limit: number,
) {
  return tx
    .select()
    .from(orders)
    .where(where)
    .orderBy(asc(since))
    .limit(limit)
    .for('update', { skipLocked: true })
}
