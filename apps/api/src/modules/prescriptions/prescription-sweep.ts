import { messages, PRESCRIPTION_FIX_HOURS, PRESCRIPTION_UPLOAD_HOURS } from '@kyanma/shared'
import type { Database } from '#app/db/client.ts'
import { cancelLockedOrder } from '../orders/order-cancellation.ts'
import { SYSTEM_CANCELLABLE } from '../orders/order-status.ts'
import type { OrderSweep } from '../orders/order-sweeps.ts'
import { lockOverdueOrders } from './prescriptions.repository.ts'

/**
 * Cancels orders nobody fixed in time (decision 040): placed without a prescription and none
 * sent within PRESCRIPTION_UPLOAD_HOURS, or refused by a pharmacist and no new one within
 * PRESCRIPTION_FIX_HOURS. Stock, coupon use and points go back as for any cancel, and the
 * customer's cancel notice says why. A paid order cancelled so is money the shop gives back.
 * OrderSweeps runs it.
 */
export class PrescriptionSweep implements OrderSweep {
  readonly name = 'prescription'

  constructor(private readonly db: Database) {}

  sweepBatch(now: Date, limit: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const overdue = await lockOverdueOrders(tx, now, SYSTEM_CANCELLABLE, limit)
      for (const order of overdue) {
        const reason =
          order.prescriptionStatus === 'REFUSED'
            ? messages.prescriptionRefusedCancelReason.replace(
                '{hours}',
                String(PRESCRIPTION_FIX_HOURS),
              )
            : messages.prescriptionMissingCancelReason.replace(
                '{hours}',
                String(PRESCRIPTION_UPLOAD_HOURS),
              )
        await cancelLockedOrder(tx, order, { actor: 'SYSTEM', reason, at: now })
      }
      return overdue.length
    })
  }
}
