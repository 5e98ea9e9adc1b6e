import type { OrderPrescriptionStatus, OrderStatus, PaymentType } from '@kyanma/shared'
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
    // SYSTEM: the prescription sweep cancels an order no pharmacist could approve (decision 040).
    CANCELLED: ['CUSTOMER', 'STAFF', 'SYSTEM'],
  },
  APPROVED: {
    PAID: ['STAFF', 'SYSTEM'],
    DELIVERED: ['STAFF'],
    // Once approved the goods may be on their way: only staff can stop it.
    CANCELLED: ['STAFF'],
  },
  PAID: {
    DELIVERED: ['STAFF'],
    // SYSTEM: the prescription sweep; the money is then the shop's to give back (decision 040).
    CANCELLED: ['STAFF', 'SYSTEM'],
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

/** The steps that release medicine: none of them before a pharmacist approved the prescription. */
const AFTER_PHARMACIST: readonly OrderStatus[] = ['APPROVED', 'DELIVERED']

/**
 * The pharmacist's track (decision 040) beside the status machine: an order with a prescription
 * not (yet) approved cannot be approved or delivered, by anyone. Money may still arrive.
 */
export function prescriptionAllows(
  to: OrderStatus,
  prescriptionStatus: OrderPrescriptionStatus | string | null,
): boolean {
  return (
    prescriptionStatus === null ||
    prescriptionStatus === 'APPROVED' ||
    !AFTER_PHARMACIST.includes(to)
  )
}

/** The statuses the server may cancel an order from by itself (its sweeps). */
export const SYSTEM_CANCELLABLE: readonly OrderStatus[] = ORDER_STATUSES.filter((from) =>
  canMove(from, 'CANCELLED', 'SYSTEM'),
)

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

/**
 * The statuses a member of staff may move an order to from `from` (the back office's buttons),
 * with the pharmacist's track taken into account.
 */
export function staffNextStatuses(
  from: OrderStatus,
  prescriptionStatus: string | null = null,
): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (to) => canMove(from, to, 'STAFF') && prescriptionAllows(to, prescriptionStatus),
  )
}
