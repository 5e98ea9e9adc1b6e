import { count, eq, ilike, or, type SQL } from 'drizzle-orm'
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

/** How many orders match `where`, with the customer's account joined as the search above needs. */
export function countOrdersWithCustomer(db: DbExecutor, where: SQL | undefined) {
  return db
    .select({ total: count() })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(where)
}
