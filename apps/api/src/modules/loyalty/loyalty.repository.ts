import type { PointDirection } from '@kyanma/shared'
import { and, count, desc, eq, gt, gte, inArray, lt, lte, ne, type SQL } from 'drizzle-orm'
import type { DbExecutor } from '../../db/client.ts'
import {
  customers,
  orders,
  pointAdjustments,
  pointLedger,
  pointTransfers,
  users,
} from '../../db/schema/index.ts'

/** Drizzle queries of the loyalty module. The ledger itself is written only by point-ledger.ts. */

export interface HistoryCriteria {
  customerId: number
  direction?: PointDirection | undefined
  /** Inclusive. */
  start?: Date | undefined
  /** Exclusive. */
  end?: Date | undefined
}

/** One customer's ledger rows, newest first, and how many match. */
export async function listHistory(
  db: DbExecutor,
  criteria: HistoryCriteria,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(pointLedger.customerId, criteria.customerId),
    directionFilter(criteria.direction),
    criteria.start && gte(pointLedger.createdAt, criteria.start),
    criteria.end && lt(pointLedger.createdAt, criteria.end),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: pointLedger.id,
        points: pointLedger.points,
        kind: pointLedger.kind,
        note: pointLedger.note,
        createdAt: pointLedger.createdAt,
      })
      .from(pointLedger)
      .where(where)
      .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(pointLedger).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

function directionFilter(direction: PointDirection | undefined): SQL | undefined {
  if (direction === 'IN') return gt(pointLedger.points, 0)
  if (direction === 'OUT') return lte(pointLedger.points, 0)
  return undefined
}

export async function displayNameOf(db: DbExecutor, customerId: number) {
  const [row] = await db
    .select({ name: users.displayName })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, customerId))
  return row?.name
}

export async function insertTransfer(db: DbExecutor, transfer: typeof pointTransfers.$inferInsert) {
  const [row] = await db
    .insert(pointTransfers)
    .values(transfer)
    .returning({ id: pointTransfers.id })
  if (!row) throw new Error('point transfer not stored')
  return row.id
}

export async function insertAdjustment(
  db: DbExecutor,
  adjustment: typeof pointAdjustments.$inferInsert,
) {
  const [row] = await db
    .insert(pointAdjustments)
    .values(adjustment)
    .returning({ id: pointAdjustments.id })
  if (!row) throw new Error('point adjustment not stored')
  return row.id
}

/** Who invited this customer (null when nobody did). */
export async function referrerOf(db: DbExecutor, customerId: number) {
  const [row] = await db
    .select({ referredBy: customers.referredBy })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row?.referredBy ?? null
}

/** Whether any order of the customer other than `orderId` has been delivered (or refunded since). */
export async function deliveredBefore(db: DbExecutor, customerId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        ne(orders.id, orderId),
        inArray(orders.status, ['DELIVERED', 'REFUNDED']),
      ),
    )
    .limit(1)
  return row !== undefined
}
