import { REVIEW_STATUSES, TO_DELIVER_STATUSES } from '@kyanma/shared'
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { AdminPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import {
  bankAttachments,
  customers,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  promotions,
  refunds,
  staffAuditLog,
  users,
} from '#app/db/schema/index.ts'
import { joinOrderCustomer, orderCustomerSearch, ordersWithCustomerPage } from './order-search.ts'

/** Drizzle queries of the staff order screens: any customer's orders, never scoped to one. */

export interface OrderListFilter {
  status?: string
  placedBetween?: { start: Date; end: Date }
  waitingForReview?: boolean
  waitingForDelivery?: boolean
  search: string
}

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  total: orders.total,
  status: orders.status,
  id: orders.id,
} as const
export type OrderSortColumn = keyof typeof SORT_COLUMNS

/** The list's (and the CSV export's) conditions; they read the customer's users row too. */
export function whereOf(filter: OrderListFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.placedBetween ? gte(orders.createdAt, filter.placedBetween.start) : undefined,
    filter.placedBetween ? lt(orders.createdAt, filter.placedBetween.end) : undefined,
    filter.waitingForReview ? inArray(orders.status, [...REVIEW_STATUSES]) : undefined,
    filter.waitingForDelivery ? inArray(orders.status, [...TO_DELIVER_STATUSES]) : undefined,
    orderCustomerSearch(filter.search),
  )
}

export async function listOrders(
  db: DbExecutor,
  filter: OrderListFilter,
  page: AdminPage<OrderSortColumn>,
) {
  return ordersWithCustomerPage(
    db,
    db
      .select({
        id: orders.id,
        voucherNo: orders.voucherNo,
        createdAt: orders.createdAt,
        customerId: customers.id,
        name: users.displayName,
        phone: users.phoneNumber,
        paymentType: orders.paymentType,
        isDelivery: orders.isDelivery,
        total: orders.total,
        status: orders.status,
        receiptCount: sql<number>`(select count(*) from ${bankAttachments} where ${bankAttachments.orderId} = ${orders.id})::int`,
      })
      .from(orders)
      .$dynamic(),
    whereOf(filter),
    SORT_COLUMNS,
    page,
  )
}

/** The dashboard's counts in one pass over the orders. */
export async function orderSummary(db: DbExecutor, today: { start: Date; end: Date }) {
  const isToday = sql`${orders.createdAt} >= ${today.start} and ${orders.createdAt} < ${today.end}`
  const inList = (statuses: readonly string[]) =>
    sql`${orders.status} in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})`
  const [row] = await db
    .select({
      placedToday: sql<number>`(count(*) filter (where ${isToday}))::int`,
      waitingForReview: sql<number>`(count(*) filter (where ${inList(REVIEW_STATUSES)}))::int`,
      toDeliver: sql<number>`(count(*) filter (where ${inList(TO_DELIVER_STATUSES)}))::int`,
      // Text, because a bigint sum comes back as text from one driver and a number from the other.
      revenueToday: sql<string>`(coalesce(sum(${orders.total}) filter (where ${isToday} and not ${inList(['CANCELLED', 'REFUNDED'])}), 0))::text`,
      refundsDue: sql<number>`(select count(*) from ${refunds} where ${refunds.state} = 'DUE')::int`,
      prescriptionsToCheck: sql<number>`(count(*) filter (where ${orders.prescriptionStatus} = 'WAITING_CHECK' and ${orders.status} <> 'CANCELLED'))::int`,
    })
    .from(orders)
  return {
    placedToday: Number(row?.placedToday ?? 0),
    waitingForReview: Number(row?.waitingForReview ?? 0),
    toDeliver: Number(row?.toDeliver ?? 0),
    revenueToday: Number(row?.revenueToday ?? 0),
    refundsDue: Number(row?.refundsDue ?? 0),
    prescriptionsToCheck: Number(row?.prescriptionsToCheck ?? 0),
  }
}

/** One order with its customer and coupon code, or undefined. */
export async function findOrder(db: DbExecutor, orderId: number) {
  const [row] = await joinOrderCustomer(
    db
      .select({
        order: orders,
        customerId: customers.id,
        name: users.displayName,
        phone: users.phoneNumber,
        email: users.email,
        promotionCode: promotions.code,
      })
      .from(orders)
      .$dynamic(),
  )
    .leftJoin(promotions, eq(promotions.id, orders.promotionId))
    .where(eq(orders.id, orderId))
  return row
}

/** The order's lines, receipts, gateway payments and status history (with who on staff did it). */
export async function orderParts(db: DbExecutor, orderId: number) {
  const [items, receipts, paymentRows, history] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(bankAttachments)
      .where(eq(bankAttachments.orderId, orderId))
      .orderBy(asc(bankAttachments.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    db
      .select({ entry: orderStatusHistory, staffName: users.displayName })
      .from(orderStatusHistory)
      // The audit row is written in the same transaction, at the same instant, as the history row.
      .leftJoin(
        staffAuditLog,
        and(
          eq(orderStatusHistory.actor, 'STAFF'),
          eq(staffAuditLog.entity, 'order'),
          eq(staffAuditLog.action, 'order.status'),
          eq(staffAuditLog.entityId, sql`${orderStatusHistory.orderId}::text`),
          eq(staffAuditLog.createdAt, orderStatusHistory.createdAt),
        ),
      )
      .leftJoin(users, eq(users.id, staffAuditLog.staffUserId))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ])
  return { items, receipts, paymentRows, history }
}

/** A receipt of this order (another order's receipt is not found). */
export async function findReceipt(db: DbExecutor, orderId: number, receiptId: number) {
  const [row] = await db
    .select({ key: bankAttachments.mediaKey, contentType: bankAttachments.contentType })
    .from(bankAttachments)
    .where(and(eq(bankAttachments.id, receiptId), eq(bankAttachments.orderId, orderId)))
  return row
}
