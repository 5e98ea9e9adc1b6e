import { messages, RECEIPT_PAYMENT_TYPES, RECEIPT_WINDOW_HOURS } from '@kyanma/shared'
import type { Database } from '#app/db/client.ts'
import { cancelLockedOrder } from './order-cancellation.ts'
import type { OrderSweep } from './order-sweeps.ts'
import * as repo from './orders.repository.ts'

const HOUR_MS = 60 * 60 * 1000

/**
 * Cancels bank-transfer and mobile-banking orders that got no receipt within
 * RECEIPT_WINDOW_HOURS (issue 5, part 6): stock, coupon use and points go back and the customer
 * gets a notification saying why. OrderSweeps runs it.
 */
export class UnpaidOrderSweep implements OrderSweep {
  readonly name = 'unpaid-order'

  constructor(private readonly db: Database) {}

  sweepBatch(now: Date, limit: number): Promise<number> {
    const cutoff = new Date(now.getTime() - RECEIPT_WINDOW_HOURS * HOUR_MS)
    const hours = String(RECEIPT_WINDOW_HOURS)
    const reason = messages.orderAutoCancelReason.replace('{hours}', hours)
    return this.db.transaction(async (tx) => {
      const expired = await repo.lockUnpaidReceiptOrders(tx, RECEIPT_PAYMENT_TYPES, cutoff, limit)
      for (const order of expired) {
        const notice = {
          title: messages.orderAutoCancelledTitle,
          description: messages.orderAutoCancelledText
            .replace('{voucherNo}', order.voucherNo)
            .replace('{hours}', hours),
        }
        await cancelLockedOrder(tx, order, { actor: 'SYSTEM', reason, at: now, notice })
      }
      return expired.length
    })
  }
}
