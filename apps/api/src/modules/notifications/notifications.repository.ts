import type { DbExecutor } from '../../db/client.ts'
import { notifications } from '../../db/schema/index.ts'

export interface NewNotification {
  customerId: number
  title: string
  description: string
  createdAt: Date
}

/**
 * Writes a notification in the caller's transaction, so it exists exactly when its cause does
 * (an order's status change, points received, an announcement).
 */
export async function insertNotification(tx: DbExecutor, row: NewNotification) {
  await tx.insert(notifications).values(row)
}
