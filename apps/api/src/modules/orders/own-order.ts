import { messages } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { DbExecutor } from '#app/db/client.ts'
import { orders } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'

/**
 * The fields a customer asks about of their own order, or a 404: another customer's order reads
 * as no such order. Read without a lock, for the cheap checks made before an upload is read or a
 * gateway is asked (receipts, prescriptions, payments); the change itself locks the order again.
 */
export async function requireOwnOrder<Fields extends SelectedFields>(
  db: DbExecutor,
  customerId: number,
  orderId: number,
  fields: Fields,
) {
  const [order] = await db
    .select(fields)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
  if (!order) throw AppError.notFound(messages.orderNotFound)
  return order
}
