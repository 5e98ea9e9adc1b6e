import type { Readable } from 'node:stream'
import { type ShippingOption, streetLine } from '@kyanma/shared'
import { and, asc, gt, type SQL } from 'drizzle-orm'
import type { Database } from '#app/db/client.ts'
import { orders, users } from '#app/db/schema/index.ts'
import { CSV_EXPORT_BATCH, streamCsvById } from '#app/lib/csv-stream.ts'
import { joinOrderCustomer } from './order-search.ts'

const HEADER = [
  'Voucher No',
  'Placed at',
  'Status',
  'Customer',
  'Phone',
  'Payment type',
  'Receive',
  'Receiver',
  'Receiver phone',
  'Shipping',
  'Region',
  'Township',
  'Address',
  'Note',
  'Items',
  'Subtotal (Ks)',
  'Delivery fee (Ks)',
  'Discount (Ks)',
  'Points used',
  'Total (Ks)',
]

const SHIPPING_LABELS: Record<ShippingOption, string> = {
  HOME: 'Home',
  HIGHWAY: 'Highway bus terminal',
}

export const EXPORT_BATCH = CSV_EXPORT_BATCH

function readBatch(db: Database, afterId: number, limit: number, where?: SQL) {
  return joinOrderCustomer(
    db
      .select({
        id: orders.id,
        voucherNo: orders.voucherNo,
        createdAt: orders.createdAt,
        status: orders.status,
        customer: users.displayName,
        phone: users.phoneNumber,
        paymentType: orders.paymentType,
        isDelivery: orders.isDelivery,
        address: orders.address,
        totalQty: orders.totalQty,
        subtotal: orders.subtotal,
        deliveryFee: orders.deliveryFee,
        discount: orders.discount,
        pointsUsed: orders.pointsUsed,
        total: orders.total,
      })
      .from(orders)
      .$dynamic(),
  )
    .where(and(gt(orders.id, afterId), where))
    .orderBy(asc(orders.id))
    .limit(limit)
}

/**
 * Every order as CSV (spec section 9 defaults), streamed a batch at a time by `streamCsvById`,
 * so 100,000 orders never sit in memory at once. `where` keeps to the orders the staff list
 * shows (its search and filters).
 */
export function exportOrdersCsv(db: Database, batch = EXPORT_BATCH, where?: SQL): Readable {
  return streamCsvById(
    HEADER,
    (afterId, limit) => readBatch(db, afterId, limit, where),
    (row) => [
      row.voucherNo,
      row.createdAt.toISOString(),
      row.status,
      row.customer,
      row.phone,
      row.paymentType,
      row.isDelivery ? 'Delivery' : 'Pick up',
      row.address.receiverName,
      row.address.phoneNo,
      SHIPPING_LABELS[row.address.shippingOption as ShippingOption] ?? '',
      row.address.region,
      row.address.township,
      streetLine(row.address),
      row.address.note,
      row.totalQty,
      row.subtotal,
      row.deliveryFee,
      row.discount,
      row.pointsUsed,
      row.total,
    ],
    batch,
  )
}
