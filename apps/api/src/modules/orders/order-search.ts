import { ilike, or, type SQL } from 'drizzle-orm'
import { containsPattern } from '#app/db/like-pattern.ts'
import { orders, users } from '#app/db/schema/index.ts'

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
