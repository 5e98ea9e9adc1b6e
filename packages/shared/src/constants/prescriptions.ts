import { RECEIPT_MAX_BYTES } from './orders.ts'

/**
 * Prescriptions (issue 16, part 1, decision 040). A customer's prescription image is reusable:
 * a pharmacist's approval carries a validity date, and until then it may be attached again.
 */
export const PRESCRIPTION_STATUSES = ['UPLOADED', 'APPROVED', 'REFUSED'] as const
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number]

/**
 * The pharmacist's track of an order, beside its status (null when no item needs a prescription):
 * waiting for the customer's image, waiting for the pharmacist, approved, or refused (a new image
 * or a cancel is due).
 */
export const ORDER_PRESCRIPTION_STATUSES = [
  'AWAITING_UPLOAD',
  'WAITING_CHECK',
  'APPROVED',
  'REFUSED',
] as const
export type OrderPrescriptionStatus = (typeof ORDER_PRESCRIPTION_STATUSES)[number]

/** An order placed without a prescription (the spec's client) is cancelled if none comes in time. */
export const PRESCRIPTION_UPLOAD_HOURS = 24
/** After a refusal the customer has this long to send a new one (or the order is cancelled). */
export const PRESCRIPTION_FIX_HOURS = 24
/** Each image, checked like receipts: real JPEG, PNG or WebP content. */
export const PRESCRIPTION_MAX_BYTES = RECEIPT_MAX_BYTES
/** Images one order may carry at a time (refused ones do not count) and one upload may send. */
export const PRESCRIPTION_MAX_FILES = 5
/** Images not attached to any order that one customer may have sent in the last day. */
export const PRESCRIPTION_UNLINKED_LIMIT = { count: 20, hours: 24 } as const
/** A pharmacist's approval is valid from today for at most this many years. */
export const PRESCRIPTION_MAX_VALID_YEARS = 1
/**
 * The validity the back office proposes (the pharmacist changes it as the prescription says):
 * a three-month supply of a long-term medicine, the usual gap between a chronic patient's visits
 * to the doctor (decision 040).
 */
export const PRESCRIPTION_DEFAULT_VALID_DAYS = 90
/** A refusal's reason, which the customer reads (bell and SMS). */
export const PRESCRIPTION_REASON_LENGTH = { min: 3, max: 300 } as const
