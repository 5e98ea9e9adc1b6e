import { and, count, desc, eq, gte, inArray, lt, ne, notExists, sql } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { orderPrescriptions, orders, prescriptions } from '#app/db/schema/index.ts'
import { tablePage } from '#app/db/table-page.ts'
import { lockSweepBatch } from '../orders/orders.repository.ts'

/** Drizzle queries of prescriptions. Customer reads are all scoped by the customer id. */

export type NewPrescription = typeof prescriptions.$inferInsert

/**
 * True when the prescription is attached to an order that is not cancelled. Spelled out in SQL
 * with its own aliases: drizzle writes a lone table's columns unqualified, and inside this
 * subquery an unqualified "id" would be the order's.
 */
const onOpenOrder = sql<boolean>`exists (
  select 1 from order_prescriptions linked
  join orders linked_order on linked_order.id = linked.order_id
  where linked.prescription_id = "prescriptions"."id" and linked_order.status <> 'CANCELLED'
)`

const columns = {
  id: prescriptions.id,
  status: prescriptions.status,
  validUntil: prescriptions.validUntil,
  createdAt: prescriptions.createdAt,
  onOpenOrder,
}
export type PrescriptionRow = {
  id: number
  status: string
  validUntil: string | null
  createdAt: Date
  onOpenOrder: boolean
}

export async function insertPrescription(tx: DbExecutor, row: NewPrescription): Promise<number> {
  const [inserted] = await tx.insert(prescriptions).values(row).returning({ id: prescriptions.id })
  if (!inserted) throw new Error('prescription not inserted')
  return inserted.id
}

export async function linkToOrder(tx: DbExecutor, orderId: number, prescriptionIds: number[]) {
  if (prescriptionIds.length === 0) return
  await tx
    .insert(orderPrescriptions)
    .values(prescriptionIds.map((prescriptionId) => ({ orderId, prescriptionId })))
    .onConflictDoNothing()
}

/**
 * The customer's own prescriptions among `ids`, locked until the transaction ends so a
 * pharmacist's decision and this use of them happen one after the other. Others' are not found.
 */
export async function lockOwnPrescriptions(
  tx: DbExecutor,
  customerId: number,
  ids: number[],
): Promise<PrescriptionRow[]> {
  const rows = await tx
    .select(columns)
    .from(prescriptions)
    .where(and(eq(prescriptions.customerId, customerId), inArray(prescriptions.id, ids)))
    .orderBy(prescriptions.id)
    .for('update')
  return rows as PrescriptionRow[]
}

/** Images sent since `since` that no order carries: what an upload may pile up. */
export async function countUnlinkedSince(tx: DbExecutor, customerId: number, since: Date) {
  const [row] = await tx
    .select({ total: count() })
    .from(prescriptions)
    .where(
      and(
        eq(prescriptions.customerId, customerId),
        gte(prescriptions.createdAt, since),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(orderPrescriptions)
            .where(eq(orderPrescriptions.prescriptionId, prescriptions.id)),
        ),
      ),
    )
  return row?.total ?? 0
}

export async function listForCustomer(
  db: DbExecutor,
  customerId: number,
  offset: number,
  limit: number,
) {
  const { rows, total } = await tablePage(
    db,
    {
      table: prescriptions,
      fields: columns,
      where: eq(prescriptions.customerId, customerId),
      orderBy: [desc(prescriptions.createdAt), desc(prescriptions.id)],
    },
    { offset, limit },
  )
  return { rows: rows as PrescriptionRow[], total }
}

export async function findByIds(db: DbExecutor, ids: number[]): Promise<PrescriptionRow[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(columns)
    .from(prescriptions)
    .where(inArray(prescriptions.id, ids))
    .orderBy(prescriptions.id)
  return rows as PrescriptionRow[]
}

/** The stored file of a prescription; `customerId` limits it to that customer's own. */
export async function findFile(db: DbExecutor, id: number, customerId?: number) {
  const mine = customerId === undefined ? undefined : eq(prescriptions.customerId, customerId)
  const [row] = await db
    .select({ key: prescriptions.mediaKey, contentType: prescriptions.contentType })
    .from(prescriptions)
    .where(and(eq(prescriptions.id, id), mine))
  return row
}

/**
 * How many images an order carries now; refused ones do not count, so a customer asked for a
 * new one can always send it.
 */
export async function countCarried(tx: DbExecutor, orderId: number) {
  const [row] = await tx
    .select({ total: count() })
    .from(orderPrescriptions)
    .innerJoin(prescriptions, eq(prescriptions.id, orderPrescriptions.prescriptionId))
    .where(and(eq(orderPrescriptions.orderId, orderId), ne(prescriptions.status, 'REFUSED')))
  return row?.total ?? 0
}

/** The order's prescriptions still waiting for a pharmacist's first look. */
export function newOnOrder(tx: DbExecutor, orderId: number) {
  return tx
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .innerJoin(orderPrescriptions, eq(orderPrescriptions.prescriptionId, prescriptions.id))
    .where(and(eq(orderPrescriptions.orderId, orderId), eq(prescriptions.status, 'UPLOADED')))
}

export async function setReviewed(
  tx: DbExecutor,
  ids: number[],
  review: { status: 'APPROVED' | 'REFUSED'; validUntil: string | null; by: number; at: Date },
) {
  if (ids.length === 0) return
  await tx
    .update(prescriptions)
    .set({
      status: review.status,
      validUntil: review.validUntil,
      reviewedBy: review.by,
      reviewedAt: review.at,
    })
    .where(and(inArray(prescriptions.id, ids), eq(prescriptions.status, 'UPLOADED')))
}

/** Sets the order's pharmacist track (its status, deadline and refusal reason). */
export async function setOrderTrack(
  tx: DbExecutor,
  orderId: number,
  track: { status: string; dueAt: Date | null; refusal: string | null; at: Date },
) {
  await tx
    .update(orders)
    .set({
      prescriptionStatus: track.status,
      prescriptionDueAt: track.dueAt,
      prescriptionRefusal: track.refusal,
      updatedAt: track.at,
    })
    .where(eq(orders.id, orderId))
}

/**
 * Orders whose prescription deadline passed (none sent, or a refused one not replaced) and that
 * the server may still cancel. Locked and skipped by other processes' sweeps, so each order is
 * cancelled once; an upload holding the order's lock wins, and the order no longer matches.
 */
export function lockOverdueOrders(
  tx: DbExecutor,
  now: Date,
  cancellable: readonly string[],
  limit: number,
) {
  const overdue = and(
    inArray(orders.prescriptionStatus, ['AWAITING_UPLOAD', 'REFUSED']),
    lt(orders.prescriptionDueAt, now),
    inArray(orders.status, [...cancellable]),
  )
  return lockSweepBatch(tx, overdue, orders.prescriptionDueAt, limit)
}
