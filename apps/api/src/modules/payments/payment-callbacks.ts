import { GATEWAY_PAYMENT_TYPES, messages, type PaymentType } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { payments } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import { recordRefundDue } from '../orders/order-refunds.ts'
import { moveLockedOrder } from '../orders/order-status-change.ts'
import { lockOrder } from '../orders/orders.repository.ts'
import { isAbandonedAttempt, settleAttempts } from './payment-attempts.ts'
import type { PaymentCallback } from './payment-gateway.ts'

export type PaymentResult = 'PAID' | 'DECLINED' | 'AMOUNT_MISMATCH' | 'NOT_PAYABLE'

/** What the callback answers: the same for a repeat of the same reference. */
export interface CallbackAnswer {
  orderId: number
  reference: string
  result: PaymentResult
}

/** The HTTP status of each result: the two refusals are money to give back, not retries. */
export const RESULT_STATUS: Record<PaymentResult, 200 | 409> = {
  PAID: 200,
  DECLINED: 200,
  AMOUNT_MISMATCH: 409,
  NOT_PAYABLE: 409,
}

export const RESULT_MESSAGE: Partial<Record<PaymentResult, string>> = {
  AMOUNT_MISMATCH: messages.paymentAmountMismatch,
  NOT_PAYABLE: messages.paymentNotPayable,
}

async function earlierAnswer(tx: DbExecutor, gateway: string, reference: string) {
  const [row] = await tx
    .select({ orderId: payments.orderId, result: payments.result })
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.reference, reference)))
  return row && { orderId: row.orderId, reference, result: row.result as PaymentResult }
}

/**
 * Applies a verified gateway callback, once. The order row is locked first, so two callbacks
 * for one order (a repeat, or a racing second payment) run one after the other; the second
 * finds the first's row by its reference and answers the same, or finds the order paid. Approval
 * moves a waiting order to PAID (is_paid) through the status machine, unless the attempt it
 * names was abandoned for another payment method; a decline leaves it waiting, for another try
 * or a cancel. Every callback is recorded in `payments`, and the attempt it decides is settled.
 * A status inquiry's answer comes through here too, under the same gateway reference, so a
 * callback and an inquiry of one payment count once.
 */
export async function applyPaymentCallback(
  db: Database,
  gateway: string,
  callback: PaymentCallback,
  now: Date,
): Promise<CallbackAnswer> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, callback.orderId)
    if (!order) throw AppError.notFound(messages.orderNotFound)
    const earlier = await earlierAnswer(tx, gateway, callback.reference)
    if (earlier) {
      if (earlier.orderId !== order.id) throw AppError.badRequest(messages.invalidInput)
      return earlier
    }
    let result: PaymentResult
    if (callback.outcome === 'DECLINED') result = 'DECLINED'
    else if (callback.amount !== order.total) result = 'AMOUNT_MISMATCH'
    // The shopper chose another way to pay meanwhile (and may be paying that way now).
    else if (callback.attempt && (await isAbandonedAttempt(tx, gateway, callback.attempt)))
      result = 'NOT_PAYABLE'
    else if (!GATEWAY_PAYMENT_TYPES.includes(order.paymentType as PaymentType))
      result = 'NOT_PAYABLE'
    else {
      const moved = await moveLockedOrder(tx, order, {
        to: 'PAID',
        actor: 'SYSTEM',
        at: now,
        paid: true,
        note: `${gateway} payment ${callback.reference}`,
      })
      result = moved ? 'PAID' : 'NOT_PAYABLE'
    }
    await settleAttempts(tx, { orderId: order.id, gateway, reference: callback.attempt }, now)
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        gateway,
        reference: callback.reference,
        outcome: callback.outcome,
        amount: callback.amount,
        result,
        createdAt: now,
      })
      .returning({ id: payments.id })
    // Money taken that cannot pay this order is owed back (decision 042).
    if (payment && (result === 'AMOUNT_MISMATCH' || result === 'NOT_PAYABLE'))
      await recordRefundDue(tx, {
        orderId: order.id,
        paymentId: payment.id,
        reason: result,
        amount: callback.amount,
        at: now,
      })
    return { orderId: order.id, reference: callback.reference, result }
  })
}
