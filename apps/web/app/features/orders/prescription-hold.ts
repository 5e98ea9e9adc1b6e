import type { Order, OrderPrescriptionStatus } from '@kyanma/shared'

export type PrescriptionHold = Exclude<OrderPrescriptionStatus, 'APPROVED'>

/**
 * Where the pharmacist's check holds an order the shopper is still waiting on: its prescription
 * is needed, being checked, or was refused. Null when none is needed, it is approved, or the
 * order is over (cancelled, refunded), so the badge and the steps say the status itself.
 */
export function prescriptionHold(
  order: Pick<Order, 'status' | 'prescription'>,
): PrescriptionHold | null {
  const track = order.prescription?.status
  if (!track || track === 'APPROVED') return null
  if (order.status === 'CANCELLED' || order.status === 'REFUNDED') return null
  return track
}
