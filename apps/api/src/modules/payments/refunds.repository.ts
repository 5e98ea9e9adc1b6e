import { and, count, eq, type SQL } from 'drizzle-orm'
import { alias, type PgSelect } from 'drizzle-orm/pg-core'
import { type AdminPage, adminPageOf, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { customers, orders, payments, refunds, users } from '#app/db/schema/index.ts'
import { joinOrderCustomer, orderCustomerSearch } from '../orders/order-search.ts'

/** Drizzle queries of the money owed back (decision 042). */

const refundedBy = alias(users, 'refunded_by_user')

const rowColumns = {
  id: refunds.id,
  reason: refunds.reason,
  amount: refunds.amount,
  state: refunds.state,
  createdAt: refunds.createdAt,
  method: refunds.method,
  reference: refunds.reference,
  note: refunds.note,
  refundedAt: refunds.refundedAt,
  refundedBy: refundedBy.displayName,
  orderId: orders.id,
  voucherNo: orders.voucherNo,
  orderStatus: orders.status,
  orderTotal: orders.total,
  customerId: customers.id,
  name: users.displayName,
  phone: users.phoneNumber,
  gateway: payments.gateway,
  paymentReference: payments.reference,
}

/** `query` (a select from `refunds`) with the refund's order joined. */
function withOrder<Query extends PgSelect>(query: Query) {
  return query.innerJoin(orders, eq(orders.id, refunds.orderId))
}

function rowsQuery(db: DbExecutor) {
  return joinOrderCustomer(withOrder(db.select(rowColumns).from(refunds).$dynamic()))
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(refundedBy, eq(refundedBy.id, refunds.refundedBy))
}
export type RefundRecord = Awaited<ReturnType<typeof rowsQuery>>[number]

export interface RefundListFilter {
  state: string
  search: string
}

function whereOf(filter: RefundListFilter): SQL | undefined {
  return and(eq(refunds.state, filter.state), orderCustomerSearch(filter.search))
}

export async function listRefunds(
  db: DbExecutor,
  filter: RefundListFilter,
  page: Omit<AdminPage<'createdAt'>, 'sort'>,
) {
  const where = whereOf(filter)
  return listPage(
    adminPageOf(rowsQuery(db).where(where), { createdAt: refunds.createdAt }, refunds.id, {
      ...page,
      sort: 'createdAt',
    }),
    joinOrderCustomer(withOrder(db.select({ total: count() }).from(refunds).$dynamic())).where(
      where,
    ),
  )
}

export async function findRefund(db: DbExecutor, id: number) {
  const [row] = await rowsQuery(db).where(eq(refunds.id, id))
  return row
}

/** Locks one refund row for the caller's transaction: two staff cannot give the money twice. */
export async function lockRefund(tx: DbExecutor, id: number) {
  const [row] = await rowsQuery(tx).where(eq(refunds.id, id)).for('update', { of: refunds })
  return row
}

export async function markRefunded(
  tx: DbExecutor,
  id: number,
  done: { method: string; reference: string; note: string; by: number; at: Date },
) {
  await tx
    .update(refunds)
    .set({
      state: 'DONE',
      method: done.method,
      reference: done.reference,
      note: done.note,
      refundedBy: done.by,
      refundedAt: done.at,
    })
    .where(eq(refunds.id, id))
}
