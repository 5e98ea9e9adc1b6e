import {
  ERROR_CODES,
  messages,
  type OrderStatus,
  PAYMENT_TYPE_NAMES,
  type PaymentType,
  type PaymentTypeChangeSchema,
} from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '#app/db/client.ts'
import { orders } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { checkPaymentFitsReceiving } from '../orders/order-receiving.ts'
import { initialStatus } from '../orders/order-status.ts'
import { moveLockedOrder } from '../orders/order-status-change.ts'
import { insertStatusHistory, lockOrder } from '../orders/orders.repository.ts'
import { requireOwnOrder } from '../orders/own-order.ts'
import { abandonAttempts } from './payment-attempts.ts'
import type { PaymentService } from './payments.service.ts'

export type PaymentTypeChange = z.output<typeof PaymentTypeChangeSchema>

const notChangeable = () => new AppError('CONFLICT', 409, messages.paymentTypeNotChangeable)
const alreadyPaid = () =>
  new AppError(ERROR_CODES.paymentAlreadyReceived, 409, messages.paymentAlreadyReceived)

/**
 * "Choose another way to pay" (decision 043): the owner's order still waiting for payment takes
 * another payment type, as placement would have taken it. A wallet payment that went through
 * meanwhile is found first and applied instead (409 PAYMENT_ALREADY_RECEIVED: the method stays);
 * the order's undecided attempts are abandoned, so a late payment of one is owed back rather
 * than paying the order twice over.
 */
export class PaymentMethodService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
  ) {}

  async change(customerId: number, orderId: number, change: PaymentTypeChange): Promise<void> {
    const order = await requireOwnOrder(this.db, customerId, orderId, {
      status: orders.status,
      isDelivery: orders.isDelivery,
    })
    if ((order.status as OrderStatus) !== 'WAITING_FOR_PAYMENT') throw notChangeable()
    checkPaymentFitsReceiving(order.isDelivery, change.paymentType)
    // Asked before the order is locked: applying an answer locks the order itself, and the
    // gateway is not kept waiting on with a row lock held. A payment decided after this is
    // either seen below (the order is paid) or meets an abandoned attempt (owed back).
    if (await this.payments.paidMeanwhile(orderId)) throw alreadyPaid()

    const now = this.clock.now()
    await this.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId, customerId)
      if (!locked) throw AppError.notFound(messages.orderNotFound)
      if ((locked.status as OrderStatus) !== 'WAITING_FOR_PAYMENT')
        throw locked.isPaid ? alreadyPaid() : notChangeable()
      const from = locked.paymentType as PaymentType
      const to = change.paymentType
      await abandonAttempts(tx, orderId, now)
      const paymentPhone = change.phoneNo?.trim() ?? locked.paymentPhone
      await tx
        .update(orders)
        .set({ paymentType: to, paymentPhone, updatedAt: now })
        .where(eq(orders.id, orderId))
      const note = `Payment method changed by the customer: ${PAYMENT_TYPE_NAMES[from]} → ${PAYMENT_TYPE_NAMES[to]}`
      const status = initialStatus(to)
      if (status === 'WAITING_FOR_PAYMENT') {
        await insertStatusHistory(tx, {
          orderId,
          fromStatus: locked.status,
          toStatus: status,
          actor: 'CUSTOMER',
          note,
          createdAt: now,
        })
        return
      }
      // Cash on delivery and pay at store go to the shop now, as they would have at placement.
      const moved = await moveLockedOrder(
        tx,
        { ...locked, paymentType: to, paymentPhone },
        {
          to: status,
          actor: 'CUSTOMER',
          at: now,
          note,
        },
      )
      if (!moved) throw notChangeable()
    })
  }
}
