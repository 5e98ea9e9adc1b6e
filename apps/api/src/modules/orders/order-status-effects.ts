import { type OrderStatus, orderNotices } from '@kyanma/shared'
import type { DbExecutor } from '#app/db/client.ts'
import {
  creditDeliveredOrder,
  type LoyaltyRules,
  reverseRefundedOrder,
} from '../loyalty/order-points.ts'
import { notify } from '../notifications/notify.ts'
import { recordOrderRefundDue } from './order-refunds.ts'
import type { OrderActor } from './order-status.ts'
import type { OrderRecord } from './orders.repository.ts'

/** What the effects need of an order (placement has no full record yet). */
export type OrderFacts = Pick<
  OrderRecord,
  'id' | 'customerId' | 'voucherNo' | 'pointsUsed' | 'pointsEarned' | 'isPaid' | 'total'
>

export interface StatusChange {
  from: OrderStatus | null
  to: OrderStatus
  actor: OrderActor
  at: Date
  note?: string
  /** Replaces the standard notification (the unpaid sweep explains its own cancel). */
  notice?: { title: string; description: string }
  /**
   * The loyalty settings; a change to DELIVERED needs them (the referral bonus) and throws
   * without them. Only staff deliver, through StaffOrderService, which passes them.
   */
  loyalty?: LoyaltyRules
}

/**
 * Everything that follows an order's status change, in the same transaction as the change:
 * every path (placement, customer cancel, gateway callback, receipt, sweep, staff) comes here,
 * so none of them can forget the customer's notification or the points.
 */
export async function afterOrderStatusChange(
  tx: DbExecutor,
  order: OrderFacts,
  change: StatusChange,
): Promise<void> {
  const standard = orderNotices[change.to]
  const notice = change.notice ?? {
    title: standard.title,
    description: standard.description
      .replace('{voucherNo}', order.voucherNo)
      .replace('{reason}', change.note ?? ''),
  }
  await notify(tx, { customerId: order.customerId, ...notice, createdAt: change.at })
  if (change.to === 'DELIVERED') {
    if (!change.loyalty) throw new Error(`order ${order.id} delivered without the loyalty rules`)
    await creditDeliveredOrder(tx, order, change.at, change.loyalty)
  }
  if (change.to === 'REFUNDED') {
    await reverseRefundedOrder(tx, order, change.at)
    await recordOrderRefundDue(tx, order, 'RETURNED', change.at)
  }
  // The money was taken and the goods will not go: it is owed back (decision 042).
  if (change.to === 'CANCELLED' && order.isPaid)
    await recordOrderRefundDue(tx, order, 'CANCELLED_AFTER_PAYMENT', change.at)
}
