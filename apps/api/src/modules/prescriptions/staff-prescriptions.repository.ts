import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdminPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import {
  customers,
  orderItems,
  orderPrescriptions,
  orders,
  prescriptions,
  products,
  staffAuditLog,
  users,
} from '#app/db/schema/index.ts'
import { orderCustomerSearch, ordersWithCustomerPage } from '../orders/order-search.ts'

/** Drizzle queries of the pharmacist's screens: any customer's orders, never scoped to one. */

const SORT_COLUMNS = { createdAt: orders.createdAt, id: orders.id } as const

export interface TrackFilter {
  status: string
  search: string
}

function whereOf(filter: TrackFilter): SQL | undefined {
  return and(
    eq(orders.prescriptionStatus, filter.status),
    // A cancelled order needs no pharmacist any more.
    ne(orders.status, 'CANCELLED'),
    orderCustomerSearch(filter.search),
  )
}

export async function listTrackOrders(
  db: DbExecutor,
  filter: TrackFilter,
  page: AdminPage<keyof typeof SORT_COLUMNS>,
) {
  return ordersWithCustomerPage(
    db,
    db
      .select({
        order: orders,
        customerId: customers.id,
        name: users.displayName,
        phone: users.phoneNumber,
      })
      .from(orders)
      .$dynamic(),
    whereOf(filter),
    SORT_COLUMNS,
    page,
  )
}

/** The lines of these orders whose product needs a prescription. */
export function prescriptionItems(db: DbExecutor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      name: orderItems.productName,
      qty: orderItems.qty,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(orderItems.orderId, orderIds), eq(products.needsPrescription, true)))
    .orderBy(asc(orderItems.id))
}

export type PrescriptionItemRow = Awaited<ReturnType<typeof prescriptionItems>>[number]

const reviewer = alias(users, 'reviewer')

/** The images these orders carry, with who reviewed each one and when. */
export function orderFiles(db: DbExecutor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select({
      orderId: orderPrescriptions.orderId,
      id: prescriptions.id,
      status: prescriptions.status,
      createdAt: prescriptions.createdAt,
      validUntil: prescriptions.validUntil,
      reviewedAt: prescriptions.reviewedAt,
      reviewedBy: reviewer.displayName,
    })
    .from(orderPrescriptions)
    .innerJoin(prescriptions, eq(prescriptions.id, orderPrescriptions.prescriptionId))
    .leftJoin(reviewer, eq(reviewer.id, prescriptions.reviewedBy))
    .where(inArray(orderPrescriptions.orderId, orderIds))
    .orderBy(asc(prescriptions.id))
}
export type OrderFileRow = Awaited<ReturnType<typeof orderFiles>>[number]

/** Who made the last pharmacist's decision on the order, and when (from the audit log). */
export async function lastDecision(db: DbExecutor, orderId: number, actions: string[]) {
  const [row] = await db
    .select({ name: users.displayName, at: staffAuditLog.createdAt })
    .from(staffAuditLog)
    .innerJoin(users, eq(users.id, staffAuditLog.staffUserId))
    .where(
      and(
        eq(staffAuditLog.entity, 'order'),
        eq(staffAuditLog.entityId, String(orderId)),
        inArray(staffAuditLog.action, actions),
      ),
    )
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(1)
  return row
}
