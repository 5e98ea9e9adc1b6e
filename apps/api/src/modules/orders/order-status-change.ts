import { ERROR_CODES, messages, type OrderStatus } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { orders } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { LoyaltyRules } from '../loyalty/order-points.ts'
import { canMove, type OrderActor, prescriptionAllows } from './order-status.ts'
import { afterOrderStatusChange } from './order-status-effects.ts'
import { insertStatusHistory, type OrderRecord } from './orders.repository.ts'

/**
 * Moves a locked order to `to` if the status machine allows `actor` to, writing the history row;
 * false (and nothing changed) when it does not. A move the status machine allows but the
 * pharmacist's track does not (approving or delivering before the prescription is approved) is
 * refused here, for every caller, with 409. Cancelling has its own path (order-cancellation),
 * which also returns stock, coupon and points.
 */
export async function moveLockedOrder(
  tx: DbExecutor,
  order: OrderRecord,
  change: {
    to: OrderStatus
    actor: OrderActor
    at: Date
    note?: string
    paid?: boolean
    loyalty?: LoyaltyRules
  },
): Promise<boolean> {
  const from = order.status as OrderStatus
  if (!canMove(from, change.to, change.actor)) return false
  if (!prescriptionAllows(change.to, order.prescriptionStatus))
    throw new AppError(ERROR_CODES.prescriptionNotApproved, 409, messages.prescriptionApprovalFirst)
  await tx
    .update(orders)
    .set({
      status: change.to,
      updatedAt: change.at,
      statusChangedAt: change.at,
      ...(change.paid && { isPaid: true }),
    })
    .where(eq(orders.id, order.id))
  await insertStatusHistory(tx, {
    orderId: order.id,
    fromStatus: from,
    toStatus: change.to,
    actor: change.actor,
    note: change.note ?? '',
    createdAt: change.at,
  })
  await afterOrderStatusChange(tx, order, { from, ...change })
  return true
}
