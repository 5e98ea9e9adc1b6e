import { randomUUID } from 'node:crypto'
import { GATEWAY_PAYMENT_TYPES, messages, type OrderStatus, type PaymentType } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { applyPaymentCallback } from './payment-callbacks.ts'
import type { CallbackRequest, PayableOrder, PaymentGateway } from './payment-gateway.ts'
import type { SandboxGateway } from './sandbox-gateway.ts'

export type SandboxDecision = 'approve' | 'decline'

/** Gateway payments: the orders they are for, and the callbacks that decide them. */
export class PaymentService {
  private readonly gateways: Map<string, PaymentGateway>

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Null when PAYMENT_SANDBOX is off. */
    readonly sandbox: SandboxGateway | null,
  ) {
    this.gateways = new Map(sandbox ? [[sandbox.name, sandbox]] : [])
  }

  /** The gateway known by `name` (a payment's `gateway`), if this server has it. */
  gatewayNamed(name: string): PaymentGateway | undefined {
    return this.gateways.get(name)
  }

  /** The customer's own gateway order still waiting for payment; 404 / 409 otherwise. */
  async payableOrder(customerId: number, orderId: number): Promise<PayableOrder> {
    const [order] = await this.db
      .select({
        id: orders.id,
        voucherNo: orders.voucherNo,
        total: orders.total,
        paymentType: orders.paymentType,
        status: orders.status,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    if (!order) throw AppError.notFound(messages.orderNotFound)
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
    return applyPaymentCallback(this.db, gateway.name, callback, this.clock.now())
  }
}
