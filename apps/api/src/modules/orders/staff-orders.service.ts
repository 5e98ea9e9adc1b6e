import type { Readable } from 'node:stream'
import {
  type AdminOrderDetail,
  type AdminOrderExportQuerySchema,
  type AdminOrderList,
  type AdminOrderListQuerySchema,
  type AdminOrderSummary,
  messages,
  type OrderStatus,
  type PaymentType,
} from '@kyanma/shared'
import type { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { myanmarDay } from '#app/lib/myanmar-day.ts'
import { recordStaffAction } from '../admin/audit-log.ts'
import { cancelLockedOrder } from './order-cancellation.ts'
import { EXPORT_BATCH, exportOrdersCsv } from './order-export.ts'
import type { OrderPrescriptionTrack } from './order-extensions.ts'
import { moveLockedOrder } from './order-status-change.ts'
import * as repo from './orders.repository.ts'
import { toStaffOrderDetail } from './staff-order-detail.ts'
import * as staffRepo from './staff-orders.repository.ts'

type ListQuery = z.output<typeof AdminOrderListQuerySchema>
type ExportQuery = z.output<typeof AdminOrderExportQuerySchema>

/**
 * What staff read about and do to any customer's order: the table, the dashboard's counts, one
 * order in full, its receipts and the CSV export; moving it along the status machine (approve,
 * mark paid, delivered, refunded) or cancelling it with a reason. The effects (notification,
 * points) follow from the same status-change path every other actor uses.
 */
export class StaffOrderService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
    private readonly prescriptions: OrderPrescriptionTrack,
  ) {}

  async list(query: ListQuery): Promise<AdminOrderList> {
    const { rows, total } = await staffRepo.listOrders(this.ctx.db, this.filterOf(query), {
      sort: query.sort,
      order: query.order,
      offset: query.page * query.size,
      limit: query.size,
    })
    return {
      data: rows.map((row) => ({
        id: row.id,
        voucherNo: row.voucherNo,
        createdAt: row.createdAt.toISOString(),
        customer: { id: row.customerId, name: row.name, phone: row.phone },
        paymentType: row.paymentType as PaymentType,
        isDelivery: row.isDelivery,
        total: row.total,
        status: row.status as OrderStatus,
        receiptCount: row.receiptCount,
      })),
      total,
      pageSize: query.size,
    }
  }

  /** The orders the list would show, as CSV (streamed, in id order). */
  exportCsv(query: ExportQuery): Readable {
    return exportOrdersCsv(this.ctx.db, EXPORT_BATCH, staffRepo.whereOf(this.filterOf(query)))
  }

  private filterOf(query: ExportQuery): staffRepo.OrderListFilter {
    return {
      status: query.status,
      placedBetween: query.placed === 'today' ? myanmarDay(this.clock.now()) : undefined,
      waitingForReview: query.review === 'waiting',
      waitingForDelivery: query.delivery === 'waiting',
      search: query.search,
    }
  }

  summary(): Promise<AdminOrderSummary> {
    return staffRepo.orderSummary(this.ctx.db, myanmarDay(this.clock.now()))
  }

  async detail(orderId: number): Promise<AdminOrderDetail> {
    const found = await staffRepo.findOrder(this.ctx.db, orderId)
    if (!found) throw AppError.notFound(messages.orderNotFound)
    const [parts, prescription] = await Promise.all([
      staffRepo.orderParts(this.ctx.db, orderId),
      this.prescriptions.orderTrack(found.order),
    ])
    return toStaffOrderDetail(found, parts, prescription)
  }

  /** A receipt image of the order; one of another order (or a file gone missing) is a 404. */
  async receipt(orderId: number, receiptId: number) {
    const row = await staffRepo.findReceipt(this.ctx.db, orderId, receiptId)
    const data = row && (await this.ctx.privateFiles.read(row.key))
    if (!row || !data) throw AppError.notFound(messages.receiptNotFound)
    return { data, contentType: row.contentType }
  }

  /**
   * `staffUserId` is who did it, kept in the staff audit log; the admin routes always pass it
   * (tests that only need an order moved along may leave it out).
   */
  async changeStatus(
    orderId: number,
    to: OrderStatus,
    note = '',
    staffUserId?: number,
  ): Promise<void> {
    const at = this.clock.now()
    await this.ctx.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId)
      if (!order) throw AppError.notFound(messages.orderNotFound)
      if (to === 'CANCELLED' && !note.trim()) throw AppError.badRequest(messages.reasonRequired)
      const moved =
        to === 'CANCELLED'
          ? await cancelLockedOrder(tx, order, { actor: 'STAFF', reason: note.trim(), at })
          : await moveLockedOrder(tx, order, {
              to,
              actor: 'STAFF',
              at,
              note,
              paid: to === 'PAID',
              loyalty: this.ctx.config.loyalty,
            })
      if (!moved)
        throw new AppError(
          'CONFLICT',
          409,
          messages.orderStatusNotAllowed.replace('{from}', order.status).replace('{to}', to),
        )
      if (staffUserId !== undefined)
        await recordStaffAction(tx, {
          staffUserId,
          action: 'order.status',
          entity: 'order',
          entityId: order.id,
          before: { status: order.status },
          after: { status: to, ...(note && { note }) },
          at,
        })
    })
  }
}
