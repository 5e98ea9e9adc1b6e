import type { AdminOrderPrescription, OrderPrescriptionStatus } from '@kyanma/shared'
import type { DbExecutor } from '#app/db/client.ts'
import type { PendingPayment } from './order.mappers.ts'
import type { OrderRecord } from './orders.repository.ts'

/**
 * What orders need of the two modules built on them. Payments and prescriptions import orders
 * (they lock, move and cancel orders), so orders cannot import them back: the composition root
 * passes these in (decision 073), the way the catalogue takes `FavoriteMarks` (decision 062).
 */
export interface OrderExtensions {
  prescriptions: OrderPrescriptions
  pendingPayments: PendingPayments
}

/** What a new order starts with on the pharmacist's track, and the prescriptions it carries. */
export interface PrescriptionTrack {
  status: OrderPrescriptionStatus
  dueAt: Date | null
  prescriptionIds: number[]
}

/** The prescriptions module's part in placing and showing an order (decision 040). */
export interface OrderPrescriptions {
  /**
   * The track of an order being placed, in the placing transaction, where it locks and checks
   * the prescriptions the customer named; null when no line needs a prescription.
   */
  trackFor(
    tx: DbExecutor,
    customerId: number,
    lines: readonly { name: string; needsPrescription: boolean }[],
    named: readonly { id: number }[] | undefined,
    now: Date,
  ): Promise<PrescriptionTrack | null>
  /** Puts the track's prescriptions on the new order, in the placing transaction. */
  link(tx: DbExecutor, orderId: number, prescriptionIds: number[]): Promise<void>
  /** Where the customer loads one of the order's prescription images. */
  fileUrl(id: number): string
}

/** Each order's undecided gateway payment, for those that have one (decision 041). */
export type PendingPayments = (
  db: DbExecutor,
  orderIds: readonly number[],
  now: Date,
) => Promise<ReadonlyMap<number, NonNullable<PendingPayment>>>

/**
 * The prescription track of an order as the pharmacist sees it, for the staff order screens;
 * given by the prescriptions module like the two above.
 */
export interface OrderPrescriptionTrack {
  orderTrack(order: OrderRecord): Promise<AdminOrderPrescription | null>
}
