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
import type { Database } from '#app/db/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { myanmarDay } from '#app/lib/myanmar-day.ts'
import type { FileStore } from '../media/file-store.ts'
import { staffNextStatuses } from '../orders/order-status.ts'
import * as repo from './admin-orders.repository.ts'
import type { AdminPrescriptionService } from './admin-prescriptions.service.ts'
import { EXPORT_BATCH, exportOrdersCsv } from './order-export.ts'

type ListQuery = z.output<typeof AdminOrderListQuerySchema>
type ExportQuery = z.output<typeof AdminOrderExportQuerySchema>
type Actor = AdminOrderDetail['history'][number]['actor']

/**
 * What staff read about orders: the table, the dashboard's counts, one order in full and its
 * receipt images. Changing an order is StaffOrderService's (the status machine's) job.
 */
export class AdminOrderService {
  constructor(
    private readonly db: Database,
    private readonly receiptFiles: FileStore,
    private readonly clock: Clock,
    private readonly prescriptions: AdminPrescriptionService,
  ) {}

  async list(query: ListQuery): Promise<AdminOrderList> {
    const { rows, total } = await repo.listOrders(this.db, this.filterOf(query), {
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
    return exportOrdersCsv(this.db, EXPORT_BATCH, repo.whereOf(this.filterOf(query)))
  }

  private filterOf(query: ExportQuery): repo.OrderListFilter {
    return {
      status: query.status,
      placedBetween: query.placed === 'today' ? myanmarDay(this.clock.now()) : undefined,
      waitingForReview: query.review === 'waiting',
      waitingForDelivery: query.delivery === 'waiting',
      search: query.search,
    }
  }

  summary(): Promise<AdminOrderSummary> {
    return repo.orderSummary(this.db, myanmarDay(this.clock.now()))
  }

  async detail(orderId: number): Promise<AdminOrderDetail> {
    const found = await repo.findOrder(this.db, orderId)
    if (!found) throw AppError.notFound(messages.orderNotFound)
    const { order } = found
    const [parts, prescription] = await Promise.all([
      repo.orderParts(this.db, orderId),
      this.prescriptions.orderTrack(order),
    ])
    const status = order.status as OrderStatus
    return {
      id: order.id,
      voucherNo: order.voucherNo,
      status,
      createdAt: order.createdAt.toISOString(),
      isPaid: order.isPaid,
      customer: { id: found.customerId, name: found.name, phone: found.phone, email: found.email },
      items: parts.items.map((item) => ({
        productId: item.productId,
        name: item.productName,
        qty: item.qty,
        unitPrice: item.unitPrice,
        lineTotal: item.qty * item.unitPrice,
      })),
      amounts: {
        subtotal: order.subtotal,
        deliveryFee: order.deliveryFee,
        discount: order.discount,
        pointsUsed: order.pointsUsed,
        total: order.total,
        pointsEarned: order.pointsEarned,
      },
      isDelivery: order.isDelivery,
      address: order.address,
      promotionCode: found.promotionCode,
      payment: {
        type: order.paymentType as PaymentType,
        phone: order.paymentPhone,
        rows: parts.paymentRows.map((row) => ({
          id: row.id,
          gateway: row.gateway,
          reference: row.reference,
          outcome: row.outcome,
          amount: row.amount,
          result: row.result,
          createdAt: row.createdAt.toISOString(),
        })),
      },
      cancelReason: order.cancelReason,
      cancelledBy: order.cancelledBy as AdminOrderDetail['cancelledBy'],
      history: parts.history.map(({ entry, staffName }) => ({
        fromStatus: entry.fromStatus as OrderStatus | null,
        toStatus: entry.toStatus as OrderStatus,
        actor: entry.actor as Actor,
        staffName,
        note: entry.note,
        createdAt: entry.createdAt.toISOString(),
      })),
      receipts: parts.receipts.map((receipt) => ({
        id: receipt.id,
        uploadedAt: receipt.createdAt.toISOString(),
        contentType: receipt.contentType,
      })),
      prescription,
      nextStatuses: staffNextStatuses(status, order.prescriptionStatus),
    }
  }

  /** A receipt image of the order; one of another order (or a file gone missing) is a 404. */
  async receipt(orderId: number, receiptId: number) {
    const row = await repo.findReceipt(this.db, orderId, receiptId)
    const data = row && (await this.receiptFiles.read(row.key))
    if (!row || !data) throw AppError.notFound(messages.receiptNotFound)
    return { data, contentType: row.contentType }
  }
}
