import type { OrderStatus } from '@kyanma/shared'
import type { DbExecutor } from '#app/db/client.ts'
import { returnSpentPoints } from '../loyalty/order-points.ts'
import { canMove, type OrderActor } from './order-status.ts'
import { afterOrderStatusChange, type StatusChange } from './order-status-effects.ts'
import * as repo from './orders.repository.ts'

/**
 * Cancels a locked order and gives back what it held, in the caller's transaction: the stock of
 * every line, the coupon use, and the points spent (a refund row in the ledger, never a bare
 * balance change). Answers false, changing nothing, when the status machine does not allow it.
 */
export async function cancelLockedOrder(
  tx: DbExecutor,
  order: repo.OrderRecord,
  change: { actor: OrderActor; reason: string; at: Date; notice?: StatusChange['notice'] },
): Promise<boolean> {
  const from = order.status as OrderStatus
  if (!canMove(from, 'CANCELLED', change.actor)) return false
  // Products by id, the same order placement takes them in.
  for (const line of await repo.orderLines(tx, order.id))
    await repo.returnStock(tx, line.productId, line.qty)
  await repo.releasePromotionUse(tx, order.id, change.at)
  await returnSpentPoints(tx, order, change.at, 'cancelled')
  await repo.setCancelled(tx, order.id, { reason: change.reason, by: change.actor, at: change.at })
  await repo.insertStatusHistory(tx, {
    orderId: order.id,
    fromStatus: from,
    toStatus: 'CANCELLED',
    actor: change.actor,
    note: change.reason,
    createdAt: change.at,
  })
  await afterOrderStatusChange(tx, order, {
    from,
    to: 'CANCELLED',
    actor: change.actor,
    at: change.at,
    note: change.reason,
    notice: change.notice,
  })
  return true
}
