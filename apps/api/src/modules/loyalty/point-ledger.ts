import type { PointKind } from '@kyanma/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { pointLedger } from '#app/db/schema/index.ts'

/**
 * The points ledger: the only code that writes `point_ledger`, and the one place a balance is
 * read. Rows are appended, never changed. A balance never goes below 0 because every path that
 * takes points first locks the customer's row (`lockCustomer` in db/customer-lock.ts) and then
 * checks `pointBalance` in the same transaction; adding points needs no lock.
 */

export interface LedgerEntry {
  customerId: number
  /** Positive for points received, negative for points used; never 0. */
  points: number
  kind: PointKind
  /** Unique per kind: an order id, a transfer id, a referred customer's id, an adjustment id. */
  reference: string | number
  /** A short human note, shown in the Point History (texts in pointNotes). */
  note: string
  at: Date
}

/**
 * Appends one row. Answers false, writing nothing, when this kind and reference are already in
 * the ledger: the same cause never applies twice, even when two transactions race to apply it.
 */
export async function appendPoints(tx: DbExecutor, entry: LedgerEntry): Promise<boolean> {
  if (!Number.isInteger(entry.points) || entry.points === 0)
    throw new Error(`a ledger row needs a whole, non-zero number of points, not ${entry.points}`)
  const rows = await tx
    .insert(pointLedger)
    .values({
      customerId: entry.customerId,
      points: entry.points,
      kind: entry.kind,
      reference: String(entry.reference),
      note: entry.note,
      createdAt: entry.at,
    })
    .onConflictDoNothing({ target: [pointLedger.kind, pointLedger.reference] })
    .returning({ id: pointLedger.id })
  return rows.length > 0
}

/** The balance: the sum of the customer's rows (0 for a new customer). */
export async function pointBalance(tx: DbExecutor, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${pointLedger.points})` })
    .from(pointLedger)
    .where(eq(pointLedger.customerId, customerId))
  return Number(row?.total ?? 0)
}

/** The points of one earlier row (0 when there is none), e.g. what an order earned. */
export async function pointsOf(tx: DbExecutor, kind: PointKind, reference: string | number) {
  const [row] = await tx
    .select({ points: pointLedger.points })
    .from(pointLedger)
    .where(and(eq(pointLedger.kind, kind), eq(pointLedger.reference, String(reference))))
  return row?.points ?? 0
}
