import { messages, type Prescription, type PrescriptionStatus } from '@kyanma/shared'
import type { PrescriptionRow } from './prescriptions.repository.ts'

/** Where the customer loads one of their prescription images (owner only). */
export function customerPrescriptionUrl(id: number) {
  return `/api/customers/me/prescriptions/${id}/file`
}

/** Where staff load a prescription image. */
export function staffPrescriptionUrl(id: number) {
  return `/api/admin/prescriptions/${id}/file`
}

/**
 * Why a prescription cannot go on a new order now, as the message to show, or null when it can:
 * sent and not on an open order yet, or approved by a pharmacist and valid today (Myanmar date).
 * An image already on an open order is not taken twice: a pharmacist checks it once per order,
 * and two orders must not wait on one unreviewed image.
 */
export function unusableReason(row: PrescriptionRow, today: string): string | null {
  if (row.status === 'REFUSED') return messages.prescriptionWasRefused
  if (row.status === 'APPROVED')
    return row.validUntil !== null && row.validUntil >= today ? null : messages.prescriptionExpired
  return row.onOpenOrder ? messages.prescriptionInUse : null
}

export function toPrescription(row: PrescriptionRow, today: string): Prescription {
  return {
    id: row.id,
    status: row.status as PrescriptionStatus,
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    urls: { private: customerPrescriptionUrl(row.id) },
    usable: unusableReason(row, today) === null,
  }
}
