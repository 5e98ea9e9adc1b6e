import { randomUUID } from 'node:crypto'
import { GATEWAY_PAYMENT_TYPES, messages, type OrderStatus, type PaymentType } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.ts'
import { orders, paymentAttempts } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { requireOwnOrder } from '../orders/own-order.ts'
import { type AttemptRow, openAttempts, recordAttempt, settleAttempts } from './payment-attempts.ts'
import { applyPaymentCallback, type CallbackAnswer } from './payment-callbacks.ts'
import {
  type CallbackRequest,
  GatewayError,
  type PayableOrder,
  type PaymentGateway,
  type VerifiedCallback,
} from './payment-gateway.ts'
import { paymentReturnPath } from './payment-return.ts'
import type { SandboxGateway } from './sandbox-gateway.ts'

/** What "pay" answers: the order was paid meanwhile, or the address of a new attempt. */
export type PayAnswer = { status: 'PAID' } | { status: 'STARTED'; value: string }

export type SandboxDecision = 'approve' | 'decline'

/** Gateway payments: the orders they are for, and the callbacks that decide them. */
export class PaymentService {
  private readonly gateways: Map<string, PaymentGateway>

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Null when PAYMENT_SANDBOX is off. */
    readonly sandbox: SandboxGateway | null,
    /** Where new attempts go (PAYMENT_GATEWAY); null: the sandbox is configured but off. */
    readonly current: PaymentGateway | null,
  ) {
    this.gateways = new Map()
    for (const gateway of [sandbox, current]) if (gateway) this.gateways.set(gateway.name, gateway)
  }

  /**
   * The shopper's "pay" (the order page's Pay now, and PAYMENT_GATEWAY's launcher): first asks
   * the gateway about the order's undecided attempts, so a payment whose callback was lost is
   * found instead of charged twice; then, when none was paid, starts a new attempt.
   */
  async pay(customerId: number, orderId: number): Promise<PayAnswer> {
    const gateway = this.current
    if (!gateway) throw new AppError('CONFLICT', 409, messages.paymentNotPayable)
    await this.payableOrder(customerId, orderId)
    if (await this.paidMeanwhile(orderId)) return { status: 'PAID' }
    const now = this.clock.now()
    const started = await recordAttempt(this.db, {
      customerId,
      orderId,
      gateway: gateway.name,
      now,
    })
    try {
      const value = await gateway.startPayment(started.order, started.attempt, started.payer)
      return { status: 'STARTED', value }
    } catch (error) {
      // Refused outright: no transaction exists at the gateway, so nothing is pending.
      if (error instanceof GatewayError && error.refused)
        await settleAttempts(
          this.db,
          { orderId, gateway: gateway.name, reference: started.attempt.reference },
          now,
        )
      throw error
    }
  }

  /**
   * Asks the gateway about each undecided attempt of the order (newest first) and applies what
   * it decided; true when one of them paid the order. Pay-again and the change of payment method
   * both ask first, so a payment whose callback was lost is found instead of charged twice.
   */
  async paidMeanwhile(orderId: number): Promise<boolean> {
    const gateway = this.current
    if (!gateway) return false
    for (const attempt of await openAttempts(this.db, orderId, gateway.name)) {
      // A gateway that cannot answer now is asked again by the sweep; the shopper goes on.
      const answer = await this.inquireAttempt(gateway, attempt).catch(() => undefined)
      if (answer?.result === 'PAID') return true
    }
    return false
  }

  /**
   * Asks the gateway about one attempt and applies a decided answer like a callback (under the
   * gateway's transaction reference: a callback of the same payment counts once). Answers what
   * was applied, or undefined while the gateway knows nothing decided.
   */
  async inquireAttempt(
    gateway: PaymentGateway,
    attempt: Pick<AttemptRow, 'orderId' | 'reference' | 'amount'>,
  ): Promise<CallbackAnswer | undefined> {
    const answer = await gateway.inquire({ reference: attempt.reference, amount: attempt.amount })
    if (answer.status !== 'DECIDED') return undefined
    const callback = { ...answer.callback, orderId: attempt.orderId, attempt: attempt.reference }
    return applyPaymentCallback(this.db, gateway.name, callback, this.clock.now())
  }

  /** Where the shopper goes back to from a gateway's page (payment-return.ts). */
  returnPath(customerId: number, merchantOrderId: string | undefined) {
    return paymentReturnPath(this.db, customerId, merchantOrderId)
  }

  /** The gateway known by `name` (a payment's `gateway`), if this server has it. */
  gatewayNamed(name: string): PaymentGateway | undefined {
    return this.gateways.get(name)
  }

  /** The customer's own gateway order still waiting for payment; 404 / 409 otherwise. */
  async payableOrder(customerId: number, orderId: number): Promise<PayableOrder> {
    const order = await requireOwnOrder(this.db, customerId, orderId, {
      id: orders.id,
      voucherNo: orders.voucherNo,
      total: orders.total,
      paymentType: orders.paymentType,
      status: orders.status,
    })
    const paymentType = order.paymentType as PaymentType
    const waiting = (order.status as OrderStatus) === 'WAITING_FOR_PAYMENT'
    if (!waiting || !GATEWAY_PAYMENT_TYPES.includes(paymentType))
      throw new AppError('CONFLICT', 409, messages.paymentNotPayable)
    return { id: order.id, voucherNo: order.voucherNo, total: order.total, paymentType }
  }

  /**
   * What the sandbox gateway's own side sends after the shopper's choice: a new reference per
   * attempt, the order total as the amount taken (approve) or asked for (decline).
   */
  sandboxCallback(sandbox: SandboxGateway, order: PayableOrder, decision: SandboxDecision) {
    return sandbox.signedCallback({
      orderId: order.id,
      outcome: decision === 'approve' ? 'APPROVED' : 'DECLINED',
      reference: `SBX-${randomUUID()}`,
      amount: order.total,
    })
  }

  /** Verifies a gateway's callback and applies it once (see payment-callbacks.ts). */
  async handleCallback(gatewayName: string, request: CallbackRequest) {
    const gateway = this.gateways.get(gatewayName)
    if (!gateway) throw AppError.notFound(messages.apiRouteNotFound)
    const callback = gateway.verifyCallback(request)
    const orderId = callback.orderId ?? (await this.attemptOrder(gateway.name, callback))
    return applyPaymentCallback(this.db, gateway.name, { ...callback, orderId }, this.clock.now())
  }

  /** The order of the attempt a callback names (Dinger names only its merchant order id). */
  private async attemptOrder(gateway: string, callback: VerifiedCallback) {
    const [attempt] = callback.attempt
      ? await this.db
          .select({ orderId: paymentAttempts.orderId })
          .from(paymentAttempts)
          .where(
            and(
              eq(paymentAttempts.gateway, gateway),
              eq(paymentAttempts.reference, callback.attempt),
            ),
          )
      : []
    if (!attempt) throw AppError.notFound(messages.orderNotFound)
    return attempt.orderId
  }
}
