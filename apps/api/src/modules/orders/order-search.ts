import { type AnyColumn, count, eq, ilike, or, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { type AdminPage, adminPageOf, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { containsPattern } from '#app/db/like-pattern.ts'
import { customers, orders, users } from '#app/db/schema/index.ts'

/**
 * What staff type to find an order: part of its voucher number, the customer's name or phone.
 * Phones are stored as 09xxxxxxxx, so spaces and dashes staff type are dropped. The query must
 * join the customer's `users` row. Undefined for an empty search.
 */
export function orderCustomerSearch(text: string): SQL | undefined {
  if (!text) return undefined
  const phone = text.replace(/[\s-]/g, '')
  return or(
    ilike(orders.voucherNo, containsPattern(text)),
    ilike(users.displayName, containsPattern(text)),
    phone ? ilike(users.phoneNumber, containsPattern(phone)) : undefined,
  )
}

/**
 * `query` (a select that holds `orders`) with the order's customer and the customer's `users` row
 * joined: what the search above and the staff lists' name and phone columns read.
 */
export function joinOrderCustomer<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
}

/** How many orders match `where`, with the customer's account joined as the search above needs. */
export function countOrdersWithCustomer(db: DbExecutor, where: SQL | undefined) {
  return joinOrderCustomer(db.select({ total: count() }).from(orders).$dynamic()).where(where)
}

/**
 * A staff list of orders: one page of `rows` (a select from `orders` naming its columns) with the
 * customer joined and `where` applied, sorted as asked, and the total of orders matching `where`.
 */
export function ordersWithCustomerPage<Query extends PgSelect, Sort extends string>(
  db: DbExecutor,
  rows: Query,
  where: SQL | undefined,
  sortColumns: Record<Sort, AnyColumn | SQLWrapper>,
  page: AdminPage<Sort>,
) {
  return listPage(
    adminPageOf(joinOrderCustomer(rows).where(where), sortColumns, orders.id, page),
    countOrdersWithCustomer(db, where),
  )
}
