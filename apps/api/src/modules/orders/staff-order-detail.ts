import type {
  AdminOrderDetail,
  AdminOrderPrescription,
  OrderStatus,
  PaymentType,
} from '@kyanma/shared'
import { staffNextStatuses } from './order-status.ts'
import type { findOrder, orderParts } from './staff-orders.repository.ts'

type Actor = AdminOrderDetail['history'][number]['actor']
type FoundOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>
type OrderParts = Awaited<ReturnType<typeof orderParts>>

/** One order in full as staff see it: its lines, amounts, payments, history, receipts and track. */
export function toStaffOrderDetail(
  found: FoundOrder,
  parts: OrderParts,
  prescription: AdminOrderPrescription | null,
): AdminOrderDetail {
  const { order } = found
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
