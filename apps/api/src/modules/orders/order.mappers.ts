import {
  type CustomerType,
  DISPLAY_CUSTOMER_TYPE,
  estimateDelivery,
  type Order,
  type OrderPrescriptionStatus,
  type OrderStatus,
  type PaymentType,
  type RefundMethod,
  type RefundState,
} from '@kyanma/shared'
import { toSessionUser } from '../auth/session-user.ts'
import { toImage } from '../media/image-urls.ts'
import type { OrderRow } from './order-history.repository.ts'

export interface OrderUrls {
  /** A public media file's address. */
  publicUrl: (key: string) => string
  /** Where the shop answers (PUBLIC_URL), for the payment page. */
  shopUrl: string
  /** PAYMENT_GATEWAY: whose page paymentResponse.value leads to. */
  gateway?: 'sandbox' | 'dinger'
  /** Where the customer loads one of the order's prescription images (the prescriptions work). */
  prescriptionFile: (id: number) => string
}

/** Where a bank receipt image is loaded from; only its owner and staff may (the payments work). */
function receiptUrl(orderId: number, attachmentId: number) {
  return `/api/customers/me/orders/${orderId}/bankAttachments/${attachmentId}`
}

/**
 * The gateway's payment page of an order (the payments work serves it): the sandbox's own page,
 * or for a real gateway the launcher that starts an attempt there and sends the browser on.
 */
export function paymentPageUrl(shopUrl: string, orderId: number, gateway = 'sandbox') {
  if (gateway === 'sandbox') return `${shopUrl}/api/payments/sandbox/${orderId}`
  return `${shopUrl}/api/payments/pay/${orderId}`
}

/** An undecided gateway payment started a few minutes ago (decision 041), else null. */
export type PendingPayment = { pending: boolean; since: string } | null

/** Turns a stored order into the wire's Order (spec section 3). */
export function toOrder(
  row: OrderRow,
  urls: OrderUrls,
  gatewayTypes: readonly string[],
  payment: PendingPayment = null,
): Order {
  const status = row.status as OrderStatus
  const paymentType = row.paymentType as PaymentType
  const awaitingGateway = status === 'WAITING_FOR_PAYMENT' && gatewayTypes.includes(paymentType)
  return {
    id: row.id,
    voucherNo: row.voucherNo,
    status,
    createdAt: row.createdAt.toISOString(),
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    discount: row.discount,
    totalAmount: row.total,
    paymentPoints: row.pointsUsed,
    amountPoints: row.pointsEarned,
    isDelivery: row.isDelivery,
    totalQty: row.totalQty,
    customer: { id: row.customer.id, user: toSessionUser(row.customer.user, urls.publicUrl) },
    address: row.address,
    orderItems: row.items.map((item) => ({
      id: item.id,
      product: {
        id: item.product.id,
        // The name it was sold under; today's pricings, for a "buy again" that shows today's price.
        name: item.productName,
        images: item.product.images.map((image) => toImage(image.media, urls.publicUrl)),
        productPricings: item.product.pricings
          .map((pricing) => ({ ...pricing, customerType: pricing.customerType as CustomerType }))
          .sort(
            (a, b) =>
              Number(b.customerType === DISPLAY_CUSTOMER_TYPE) -
              Number(a.customerType === DISPLAY_CUSTOMER_TYPE),
          ),
      },
      qty: item.qty,
      unitPrice: item.unitPrice,
    })),
    paymentInfo: { paymentType, phoneNo: row.paymentPhone },
    isPaid: row.isPaid,
    bankAttachments: row.bankAttachments.map((attachment) => ({
      id: attachment.id,
      urls: { private: receiptUrl(row.id, attachment.id) },
    })),
    promotion: row.promotion,
    estimatedDelivery: row.isDelivery ? estimateDelivery(row.createdAt, row.address) : null,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy as Order['cancelledBy'],
    refunds: row.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      state: refund.state as RefundState,
      method: refund.method as RefundMethod | null,
      reference: refund.reference,
      refundedAt: refund.refundedAt?.toISOString() ?? null,
    })),
    ...(awaitingGateway && {
      paymentResponse: { value: paymentPageUrl(urls.shopUrl, row.id, urls.gateway) },
    }),
    payment: awaitingGateway ? payment : null,
    prescription: toOrderPrescription(row, urls),
  }
}

/** The pharmacist's track of the order (decision 040), or null when nothing in it needs one. */
function toOrderPrescription(row: OrderRow, urls: OrderUrls): Order['prescription'] {
  if (row.prescriptionStatus === null) return null
  return {
    status: row.prescriptionStatus as OrderPrescriptionStatus,
    dueAt: row.prescriptionDueAt?.toISOString() ?? null,
    refusalReason: row.prescriptionRefusal,
    files: row.prescriptionLinks.map((link) => ({
      id: link.prescriptionId,
      urls: { private: urls.prescriptionFile(link.prescriptionId) },
    })),
  }
}
