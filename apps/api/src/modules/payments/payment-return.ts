import { isLanguage, pathInLanguage } from '@kyanma/shared'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.ts'
import { customers, orders, paymentAttempts } from '#app/db/schema/index.ts'

/** Where the order list is, for a shopper whose payment cannot be told (or who is signed out). */
export const ORDER_LIST_PATH = '/profile?tab=orders'

/**
 * Where a shopper coming back from a gateway's page goes (decision 043): Dinger sends everyone to
 * the one return URL of the merchant's dashboard, and does not publish that it names the
 * payment, so the shop finds it: the attempt named by `merchantOrderId` when it is the
 * shopper's, else the shopper's newest attempt. The order's page says how it went
 * (?payment=approved when paid, pending while the attempt is undecided, declined otherwise), in
 * the shopper's language.
 */
export async function paymentReturnPath(
  db: Database,
  customerId: number,
  merchantOrderId: string | undefined,
): Promise<string> {
  const [attempt] = await db
    .select({
      orderId: paymentAttempts.orderId,
      settledAt: paymentAttempts.settledAt,
      isPaid: orders.isPaid,
      language: customers.language,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(orders.customerId, customerId),
        merchantOrderId ? eq(paymentAttempts.reference, merchantOrderId) : undefined,
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(1)
  if (!attempt)
    return merchantOrderId ? paymentReturnPath(db, customerId, undefined) : ORDER_LIST_PATH
  const payment = attempt.isPaid ? 'approved' : attempt.settledAt ? 'declined' : 'pending'
  const language = isLanguage(attempt.language) ? attempt.language : 'en'
  return pathInLanguage(language, `/orders/${attempt.orderId}?payment=${payment}`)
}
