import {
  type AdminRefundActionSchema,
  type AdminRefundList,
  type AdminRefundListQuerySchema,
  type AdminRefundRow,
  formatNumber,
  messages,
  type OrderStatus,
  type RefundMethod,
  type RefundReason,
  type RefundState,
} from '@kyanma/shared'
import type { z } from 'zod'
import type { Database } from '#app/db/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { recordStaffAction } from '../admin/audit-log.ts'
import { notify } from '../notifications/notify.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import * as repo from './refunds.repository.ts'

type ListQuery = z.output<typeof AdminRefundListQuerySchema>
type Action = z.output<typeof AdminRefundActionSchema>

/**
 * Money the shop owes back (decision 042): staff read what is due and give it back, through the
 * gateway that took it when that gateway can refund, or by hand with the reference they typed.
 * The customer is told and sees it on the order.
 */
export class RefundService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly gatewayNamed: (name: string) => PaymentGateway | undefined,
  ) {}

  async list(query: ListQuery): Promise<AdminRefundList> {
    const { rows, total } = await repo.listRefunds(
      this.db,
      { state: query.state, search: query.search },
      { order: query.order, offset: query.page * query.size, limit: query.size },
    )
    return { data: rows.map((row) => this.toRow(row)), total, pageSize: query.size }
  }

  /**
   * Gives one due refund back. The row stays locked while the gateway is asked, so a second
   * click (or a second member of staff) waits and then finds it done: money leaves once.
   */
  async refund(id: number, action: Action, staffUserId: number): Promise<AdminRefundRow> {
    const at = this.clock.now()
    await this.db.transaction(async (tx) => {
      const due = await repo.lockRefund(tx, id)
      if (!due) throw AppError.notFound(messages.refundNotFound)
      if (due.state !== 'DUE') throw new AppError('CONFLICT', 409, messages.refundAlreadyDone)
      const reference =
        action.method === 'GATEWAY'
          ? await this.refundThroughGateway(due)
          : (action.reference ?? '')
      await repo.markRefunded(tx, id, {
        method: action.method,
        reference,
        note: action.note,
        by: staffUserId,
        at,
      })
      await notify(tx, {
        customerId: due.customerId,
        title: messages.refundSentTitle,
        description: messages.refundSentText
          .replace('{amount}', formatNumber(due.amount))
          .replace('{voucherNo}', due.voucherNo)
          .replace('{reference}', reference),
        createdAt: at,
      })
      await recordStaffAction(tx, {
        staffUserId,
        action: 'refund.give',
        entity: 'refund',
        entityId: id,
        before: { state: 'DUE' },
        after: { state: 'DONE', method: action.method, reference, amount: due.amount },
        at,
      })
    })
    const done = await repo.findRefund(this.db, id)
    if (!done) throw AppError.notFound(messages.refundNotFound)
    return this.toRow(done)
  }

  private async refundThroughGateway(due: repo.RefundRecord): Promise<string> {
    const gateway = due.gateway ? this.gatewayNamed(due.gateway) : undefined
    if (!gateway?.refund || !due.paymentReference)
      throw new AppError('CONFLICT', 409, messages.refundGatewayUnavailable)
    try {
      return await gateway.refund({
        orderId: due.orderId,
        reference: due.paymentReference,
        amount: due.amount,
      })
    } catch {
      // Nothing is recorded: staff may try again or give the money back by hand.
      throw new AppError('GATEWAY_REFUSED', 502, messages.refundGatewayFailed)
    }
  }

  private toRow(row: repo.RefundRecord): AdminRefundRow {
    const gateway = row.gateway ? this.gatewayNamed(row.gateway) : undefined
    return {
      id: row.id,
      reason: row.reason as RefundReason,
      amount: row.amount,
      state: row.state as RefundState,
      createdAt: row.createdAt.toISOString(),
      order: {
        id: row.orderId,
        voucherNo: row.voucherNo,
        status: row.orderStatus as OrderStatus,
        total: row.orderTotal,
      },
      customer: { id: row.customerId, name: row.name, phone: row.phone },
      payment:
        row.gateway && row.paymentReference
          ? { gateway: row.gateway, reference: row.paymentReference }
          : null,
      gatewayCanRefund: Boolean(gateway?.refund),
      method: row.method as RefundMethod | null,
      reference: row.reference,
      note: row.note,
      refundedBy: row.refundedBy,
      refundedAt: row.refundedAt?.toISOString() ?? null,
    }
  }
}
