import {
  type AdminPrescriptionDecisionSchema,
  formatNumber,
  isLanguage,
  messageIn,
  messages,
  myanmarDate,
  PRESCRIPTION_FIX_HOURS,
  prescriptionValidityRange,
} from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { customers, users } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { fillText } from '#app/lib/fill-text.ts'
import type { SmsSender } from '#app/lib/sms/sms-sender.ts'
import { recordStaffAction } from '../admin/audit-log.ts'
import { notify } from '../notifications/notify.ts'
import { lockOrder, type OrderRecord } from '../orders/orders.repository.ts'
import * as repo from './prescriptions.repository.ts'

export type PrescriptionDecision = z.output<typeof AdminPrescriptionDecisionSchema>

const HOUR_MS = 60 * 60 * 1000
/** Orders that are over: a pharmacist's decision changes nothing for them. */
const CLOSED = ['CANCELLED', 'DELIVERED', 'REFUNDED']

/** The audit log's names of a pharmacist's decisions (the order detail reads the last one). */
export const PRESCRIPTION_ACTIONS = {
  APPROVE: 'order.prescription.approve',
  REFUSE: 'order.prescription.refuse',
} as const

/**
 * A pharmacist approves or refuses an order's prescription (decision 040), under the order's row
 * lock as receipts and cancels take it, so a decision racing the customer's cancel or a new
 * upload ends in one state. Approval carries the date the images stay valid until (they may be
 * reused until then); a refusal gives the customer PRESCRIPTION_FIX_HOURS to send a new one,
 * tells them by the bell and by SMS, in their language. Both go in the staff audit log.
 */
export class PrescriptionReviewService {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async decide(orderId: number, decision: PrescriptionDecision, staffUserId: number) {
    const now = this.clock.now()
    if (decision.decision === 'APPROVE') checkValidity(decision.validUntil, myanmarDate(now))
    const refused = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId)
      if (!order) throw AppError.notFound(messages.orderNotFound)
      if (order.prescriptionStatus !== 'WAITING_CHECK' || CLOSED.includes(order.status))
        throw new AppError('CONFLICT', 409, messages.prescriptionNotWaiting)
      const fresh = (await repo.newOnOrder(tx, orderId)).map((row) => row.id)
      const review = { by: staffUserId, at: now }
      if (decision.decision === 'APPROVE') {
        await repo.setReviewed(tx, fresh, {
          ...review,
          status: 'APPROVED',
          validUntil: decision.validUntil,
        })
        await repo.setOrderTrack(tx, orderId, {
          status: 'APPROVED',
          dueAt: null,
          refusal: null,
          at: now,
        })
        await notifyDecision(tx, order, now, messages.prescriptionApprovedTitle, {
          text: messages.prescriptionApprovedText,
        })
      } else {
        await repo.setReviewed(tx, fresh, { ...review, status: 'REFUSED', validUntil: null })
        await repo.setOrderTrack(tx, orderId, {
          status: 'REFUSED',
          dueAt: new Date(now.getTime() + PRESCRIPTION_FIX_HOURS * HOUR_MS),
          refusal: decision.reason,
          at: now,
        })
        await notifyDecision(tx, order, now, messages.prescriptionRefusedTitle, {
          text: messages.prescriptionRefusedText,
          reason: decision.reason,
        })
      }
      await recordStaffAction(tx, {
        staffUserId,
        action: PRESCRIPTION_ACTIONS[decision.decision],
        entity: 'order',
        entityId: orderId,
        before: { prescriptionStatus: order.prescriptionStatus },
        after: {
          prescriptionStatus: decision.decision === 'APPROVE' ? 'APPROVED' : 'REFUSED',
          prescriptionIds: fresh,
          ...(decision.decision === 'APPROVE'
            ? { validUntil: decision.validUntil }
            : { reason: decision.reason }),
        },
        at: now,
      })
      return decision.decision === 'REFUSE' ? { order, reason: decision.reason } : null
    })
    // After the commit: a refusal rolled back must not have been texted.
    if (refused) await this.textRefusal(refused.order, refused.reason)
  }

  /**
   * The refusal SMS to the customer's phone in their saved language. The bell already holds the
   * same news, so a gateway failure is logged rather than undoing the pharmacist's decision.
   */
  private async textRefusal(order: OrderRecord, reason: string) {
    const [customer] = await this.db
      .select({ phone: users.phoneNumber, language: customers.language })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(customers.id, order.customerId))
    if (!customer?.phone) return
    const lang = isLanguage(customer.language) ? customer.language : 'en'
    const text = fillText(messageIn('smsPrescriptionRefused', lang), {
      voucherNo: order.voucherNo,
      hours: formatNumber(PRESCRIPTION_FIX_HOURS, lang),
      reason,
    })
    await this.sms.send(customer.phone, text).catch((error) => {
      this.log.warn({ err: error, orderId: order.id }, 'prescription refusal SMS not sent')
    })
  }
}

/** Approval is valid from today (Myanmar) for at most PRESCRIPTION_MAX_VALID_YEARS. */
function checkValidity(validUntil: string, today: string) {
  const { from, to } = prescriptionValidityRange(today)
  if (validUntil < from || validUntil > to)
    throw AppError.badRequest(
      messages.prescriptionValidityRange.replace('{from}', from).replace('{to}', to),
    )
}

/**
 * The customer's bell, stored in English with the values filled in: it is read in the reader's
 * language at the answer (decision 038), the pharmacist's reason as written.
 */
async function notifyDecision(
  tx: DbExecutor,
  order: OrderRecord,
  at: Date,
  title: string,
  body: { text: string; reason?: string },
) {
  const description = fillText(body.text, {
    voucherNo: order.voucherNo,
    hours: PRESCRIPTION_FIX_HOURS,
    reason: body.reason ?? '',
  })
  await notify(tx, { customerId: order.customerId, title, description, createdAt: at })
}
