import type { PointDirection } from '@kyanma/shared'
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { preparedPerDatabase } from '#app/db/prepared.ts'
import {
  customers,
  orders,
  pointAdjustments,
  pointLedger,
  pointTransfers,
  users,
} from '#app/db/schema/index.ts'

/** Drizzle queries of the loyalty module. The ledger itself is written only by point-ledger.ts. */

export interface HistoryCriteria {
  customerId: number
  direction?: PointDirection | undefined
  /** Inclusive. */
  start?: Date | undefined
  /** Exclusive. */
  end?: Date | undefined
}

/**
 * One shape for every filter, so it can be prepared once (decision 053): a missing bound is an
 * open range and a missing direction matches both. The bounds stay index conditions on
 * point_ledger_customer_idx even in PostgreSQL's generic plan.
 */
function historyWhere() {
  const start = sql.placeholder('start')
  const end = sql.placeholder('end')
  const direction = sql.placeholder('direction')
  return and(
    eq(pointLedger.customerId, sql.placeholder('customerId')),
    sql`${pointLedger.createdAt} >= coalesce(${start}::timestamptz, '-infinity')`,
    sql`${pointLedger.createdAt} < coalesce(${end}::timestamptz, 'infinity')`,
    sql`case ${direction}::text when 'IN' then ${pointLedger.points} > 0
      when 'OUT' then ${pointLedger.points} <= 0 else true end`,
  )
}

const historyStatements = preparedPerDatabase((db) => ({
  page: db
    .select({
      id: pointLedger.id,
      points: pointLedger.points,
      kind: pointLedger.kind,
      note: pointLedger.note,
      createdAt: pointLedger.createdAt,
    })
    .from(pointLedger)
    .where(historyWhere())
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('loyalty_history_page'),
  total: db
    .select({ value: count() })
    .from(pointLedger)
    .where(historyWhere())
    .prepare('loyalty_history_total'),
}))

/**
 * One customer's ledger rows, newest first, and how many match. A page that is not full, and
 * holds rows or is the first, is the last: its rows tell the total, and the count is not run. Most
 * customers' histories fit on the first page.
 */
export async function listHistory(
  db: Database,
  criteria: HistoryCriteria,
  offset: number,
  limit: number,
) {
  const filter = {
    customerId: criteria.customerId,
    start: criteria.start?.toISOString() ?? null,
    end: criteria.end?.toISOString() ?? null,
    direction: criteria.direction ?? null,
  }
  const statements = historyStatements(db)
  const rows = await statements.page.execute({ ...filter, offset, limit })
  if (rows.length < limit && (rows.length > 0 || offset === 0))
    return { rows, total: offset + rows.length }
  const [total] = await statements.total.execute(filter)
  return { rows, total: total?.value ?? 0 }
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
