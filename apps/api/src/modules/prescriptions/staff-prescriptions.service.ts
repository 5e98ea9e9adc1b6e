import type {
  AdminOrderPrescription,
  AdminPrescriptionList,
  AdminPrescriptionListQuerySchema,
  OrderPrescriptionStatus,
  OrderStatus,
  PrescriptionStatus,
} from '@kyanma/shared'
import type { z } from 'zod'
import type { Database } from '#app/db/client.ts'
import type { OrderRecord } from '../orders/orders.repository.ts'
import { PRESCRIPTION_ACTIONS } from './prescription-review.ts'
import { staffPrescriptionUrl } from './prescription-rules.ts'
import * as repo from './staff-prescriptions.repository.ts'

type ListQuery = z.output<typeof AdminPrescriptionListQuerySchema>

/**
 * An image as the pharmacist sees it. One approved before this order was placed is a reused
 * prescription: the pharmacist sees who approved it and until when, and still checks that it
 * covers this order's medicines and quantities.
 */
function toFile(row: repo.OrderFileRow, orderPlacedAt: Date) {
  const approvedBefore =
    row.status === 'APPROVED' && row.reviewedAt !== null && row.reviewedAt < orderPlacedAt
  return {
    id: row.id,
    url: staffPrescriptionUrl(row.id),
    status: row.status as PrescriptionStatus,
    uploadedAt: row.createdAt.toISOString(),
    previouslyApproved: approvedBefore
      ? {
          by: row.reviewedBy,
          validUntil: row.validUntil,
          approvedAt: row.reviewedAt?.toISOString() ?? null,
        }
      : null,
  }
}

/** A line that needs a prescription, as the pharmacist reads it (without its order's id). */
function toItem({ productId, name, qty }: repo.PrescriptionItemRow) {
  return { productId, name, qty }
}

function group<T extends { orderId: number }>(rows: T[]) {
  const byOrder = new Map<number, T[]>()
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row])
  return byOrder
}

/** What pharmacists read: the orders on the prescription track, and one order's track. */
export class StaffPrescriptionService {
  constructor(private readonly db: Database) {}

  async list(query: ListQuery): Promise<AdminPrescriptionList> {
    const { rows, total } = await repo.listTrackOrders(
      this.db,
      { status: query.status, search: query.search },
      {
        sort: query.sort,
        order: query.order,
        offset: query.page * query.size,
        limit: query.size,
      },
    )
    const ids = rows.map((row) => row.order.id)
    const [items, files] = await Promise.all([
      repo.prescriptionItems(this.db, ids),
      repo.orderFiles(this.db, ids),
    ])
    const itemsOf = group(items)
    const filesOf = group(files)
    return {
      data: rows.map(({ order, customerId, name, phone }) => ({
        orderId: order.id,
        voucherNo: order.voucherNo,
        createdAt: order.createdAt.toISOString(),
        customer: { id: customerId, name, phone },
        orderStatus: order.status as OrderStatus,
        status: order.prescriptionStatus as OrderPrescriptionStatus,
        dueAt: order.prescriptionDueAt?.toISOString() ?? null,
        refusalReason: order.prescriptionRefusal,
        items: (itemsOf.get(order.id) ?? []).map(toItem),
        files: (filesOf.get(order.id) ?? []).map((file) => toFile(file, order.createdAt)),
      })),
      total,
      pageSize: query.size,
    }
  }

  /** The order's track for the staff order detail, or null when nothing in it needs one. */
  async orderTrack(order: OrderRecord): Promise<AdminOrderPrescription | null> {
    if (order.prescriptionStatus === null) return null
    const [items, files, decision] = await Promise.all([
      repo.prescriptionItems(this.db, [order.id]),
      repo.orderFiles(this.db, [order.id]),
      repo.lastDecision(this.db, order.id, Object.values(PRESCRIPTION_ACTIONS)),
    ])
    return {
      status: order.prescriptionStatus as OrderPrescriptionStatus,
      items: items.map(toItem),
      dueAt: order.prescriptionDueAt?.toISOString() ?? null,
      refusalReason: order.prescriptionRefusal,
      reviewedBy: decision?.name ?? null,
      reviewedAt: decision?.at.toISOString() ?? null,
      files: files.map((file) => toFile(file, order.createdAt)),
    }
  }
}
