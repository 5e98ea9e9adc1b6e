import type { RefundReason } from '@kyanma/shared'
import { and, asc, eq } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { payments, refunds } from '#app/db/schema/index.ts'

/**
 * Records money the shop now owes back, in the transaction of the event that made it owed
 * (decision 042), so no path can take money and forget it. A repeat of the same event finds the
 * row already there (one per payment; one per order for the whole-order reasons) and adds none.
 */
export async function recordRefundDue(
  tx: DbExecutor,
  due: {
    orderId: number
    paymentId: number | null
    reason: RefundReason
    amount: number
    at: Date
  },
) {
  if (due.amount <= 0) return
  await tx
    .insert(refunds)
    .values({
      orderId: due.orderId,
      paymentId: due.paymentId,
      reason: due.reason,
      amount: due.amount,
      createdAt: due.at,
    })
    .onConflictDoNothing()
}

/**
 * A paid order cancelled, or a delivered one refunded: its whole total is owed back, through the
 * gateway payment that paid it when there is one (so staff can refund through the gateway).
 */
export async function recordOrderRefundDue(
  tx: DbExecutor,
  order: { id: number; total: number },
  reason: Extract<RefundReason, 'CANCELLED_AFTER_PAYMENT' | 'RETURNED'>,
  at: Date,
) {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.result, 'PAID')))
    .orderBy(asc(payments.id))
    .limit(1)
  await recordRefundDue(tx, {
    orderId: order.id,
    paymentId: paid?.id ?? null,
    reason,
    amount: order.total,
    at,
  })
}
