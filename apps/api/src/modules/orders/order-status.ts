import type { OrderStatus, PaymentType } from '@kyanma/shared'
import { GATEWAY_PAYMENT_TYPES, ORDER_STATUSES, RECEIPT_PAYMENT_TYPES } from '@kyanma/shared'

/** Who changes an order: its customer, a member of staff, or the server itself (the sweep). */
export type OrderActor = 'CUSTOMER' | 'STAFF' | 'SYSTEM'

/**
 * The order status machine, written once: every change of an order's status goes through
 * `canMove`. The happy path follows the five steps of the order page
 * (waiting for payment → pending → approved → paid → delivered); a gateway payment jumps from
 * waiting straight to paid, cash on delivery is approved and then delivered (paid on the door).
 */
const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  WAITING_FOR_PAYMENT: {
    PENDING: ['CUSTOMER', 'STAFF'],
    PAID: ['SYSTEM', 'STAFF'],
    CANCELLED: ['CUSTOMER', 'STAFF', 'SYSTEM'],
  },
  PENDING: {
    APPROVED: ['STAFF'],
    CANCELLED: ['CUSTOMER', 'STAFF'],
  },
  APPROVED: {
    PAID: ['STAFF', 'SYSTEM'],
    DELIVERED: ['STAFF'],
    // Once approved the goods may be on their way: only staff can stop it.
    CANCELLED: ['STAFF'],
  },
  PAID: {
    DELIVERED: ['STAFF'],
    CANCELLED: ['STAFF'],
  },
  DELIVERED: {
    REFUNDED: ['STAFF'],
  },
  CANCELLED: {},
  REFUNDED: {},
}

export function canMove(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false
}

/** Statuses a customer may cancel from (common brief: waiting for payment and pending). */
export function customerCanCancel(status: OrderStatus): boolean {
  return canMove(status, 'CANCELLED', 'CUSTOMER')
}

/**
 * Orders the customer pays on a gateway's page or by an uploaded receipt wait for the money;
 * cash on delivery and pay-at-store orders go straight to the shop (pending).
 */
export function initialStatus(paymentType: PaymentType): OrderStatus {
  return GATEWAY_PAYMENT_TYPES.includes(paymentType) || RECEIPT_PAYMENT_TYPES.includes(paymentType)
    ? 'WAITING_FOR_PAYMENT'
    : 'PENDING'
}

/** The statuses a member of staff may move an order to from `from` (the back office's buttons). */
export function staffNextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMove(from, to, 'STAFF'))
}
