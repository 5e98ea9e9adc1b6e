import type { DbExecutor } from '#app/db/client.ts'
import { notifications } from '#app/db/schema/index.ts'

/** A message for one customer's bell. */
export interface Notice {
  customerId: number
  title: string
  description: string
  createdAt: Date
}

/**
 * The notifications module's entry point for the others (orders, loyalty, payments,
 * prescriptions): writes the notice in the caller's transaction, so it exists exactly when its
 * cause does (an order's status change, points received, a refund, a pharmacist's decision).
 */
export async function notify(tx: DbExecutor, notice: Notice) {
  await tx.insert(notifications).values(notice)
}
