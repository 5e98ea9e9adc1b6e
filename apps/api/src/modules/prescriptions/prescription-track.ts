import { ERROR_CODES, messages, myanmarDate, PRESCRIPTION_UPLOAD_HOURS } from '@kyanma/shared'
import type { DbExecutor } from '#app/db/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { OrderPrescriptions, PrescriptionTrack } from '../orders/order-extensions.ts'
import { customerPrescriptionUrl, unusableReason } from './prescription-rules.ts'
import { linkToOrder, lockOwnPrescriptions } from './prescriptions.repository.ts'

const HOUR_MS = 60 * 60 * 1000

const notUsable = (message: string) => new AppError(ERROR_CODES.prescriptionNotUsable, 400, message)

/**
 * The pharmacist's track of an order being placed (decision 040), in its transaction: null when
 * no line needs a prescription (any named ones are ignored). Named prescriptions must be the
 * customer's own and usable now; another customer's id reads exactly as an unknown one. With
 * no `prescriptions` field at all (the spec's client knows nothing of it) the order waits
 * PRESCRIPTION_UPLOAD_HOURS for an upload; an empty list is refused, naming the products.
 */
async function prescriptionTrackFor(
  tx: DbExecutor,
  customerId: number,
  lines: readonly { name: string; needsPrescription: boolean }[],
  named: readonly { id: number }[] | undefined,
  now: Date,
): Promise<PrescriptionTrack | null> {
  const needing = lines.filter((line) => line.needsPrescription)
  if (needing.length === 0) return null
  if (named === undefined)
    return {
      status: 'AWAITING_UPLOAD',
      dueAt: new Date(now.getTime() + PRESCRIPTION_UPLOAD_HOURS * HOUR_MS),
      prescriptionIds: [],
    }
  if (named.length === 0)
    throw new AppError(
      ERROR_CODES.prescriptionRequired,
      400,
      messages.prescriptionRequired.replace(
        '{products}',
        needing.map((line) => line.name).join(', '),
      ),
    )
  const ids = [...new Set(named.map((ref) => ref.id))]
  const rows = await lockOwnPrescriptions(tx, customerId, ids)
  if (rows.length !== ids.length) throw notUsable(messages.prescriptionUnknown)
  const today = myanmarDate(now)
  for (const row of rows) {
    const reason = unusableReason(row, today)
    if (reason) throw notUsable(reason)
  }
  return { status: 'WAITING_CHECK', dueAt: null, prescriptionIds: ids }
}

/** What orders take from this module to place and show an order (the composition root hands it over). */
export const prescriptionsForOrders: OrderPrescriptions = {
  trackFor: prescriptionTrackFor,
  link: linkToOrder,
  fileUrl: customerPrescriptionUrl,
}
