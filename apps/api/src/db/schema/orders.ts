import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { identityId, linkTo, partOf, privateFile, timestamptz } from './columns.ts'
import { customers } from './customers.ts'
import { promotions } from './promotions.ts'

const statusList = sql.raw(
  `'WAITING_FOR_PAYMENT', 'PENDING', 'APPROVED', 'PAID', 'DELIVERED', 'CANCELLED', 'REFUNDED'`,
)

/**
 * An order with the amounts of its quote at the moment it was placed (whole kyats, points).
 * Prices are never read back from the catalogue: the items keep their own snapshots.
 */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    /** Human-readable and unique, e.g. KY-2611-000123 (year, month, order id). */
    voucherNo: text().notNull().unique(),
    customerId: linkTo(() => customers.id),
    status: text().notNull(),
    /** The delivery address as validated (empty for store pickup). */
    address: jsonb().$type<Record<string, string>>().notNull(),
    isDelivery: boolean().notNull(),
    paymentType: text().notNull(),
    paymentPhone: text().notNull().default(''),
    subtotal: integer().notNull(),
    deliveryFee: integer().notNull(),
    discount: integer().notNull(),
    pointsUsed: integer().notNull(),
    total: integer().notNull(),
    /** Units ordered. */
    totalQty: integer().notNull(),
    /** Points the order earns; credited when it is delivered (the loyalty issue). */
    pointsEarned: integer().notNull(),
    /** Payment is not the status: cash on delivery stays unpaid until delivered. */
    isPaid: boolean().notNull().default(false),
    promotionId: integer().references(() => promotions.id),
    cancelReason: text(),
    cancelledBy: text(),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
    statusChangedAt: timestamptz().notNull(),
    /**
     * The pharmacist's track beside the status (decision 040): null when no item needs a
     * prescription, else AWAITING_UPLOAD, WAITING_CHECK, APPROVED or REFUSED.
     */
    prescriptionStatus: text(),
    /** While AWAITING_UPLOAD or REFUSED: when the order is cancelled unless one arrives. */
    prescriptionDueAt: timestamptz(),
    /** The pharmacist's reason, while REFUSED. */
    prescriptionRefusal: text(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.createdAt, table.id),
    // The unpaid-order sweep reads only orders still waiting, oldest first.
    index('orders_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'WAITING_FOR_PAYMENT'`),
    // The prescription sweep reads only orders whose prescription is due.
    index('orders_prescription_due_idx')
      .on(table.prescriptionDueAt)
      .where(sql`${table.prescriptionStatus} in ('AWAITING_UPLOAD', 'REFUSED')`),
    // The pharmacist's list and the dashboard's count.
    index('orders_prescription_check_idx')
      .on(table.createdAt)
      .where(sql`${table.prescriptionStatus} = 'WAITING_CHECK'`),
    check('orders_status_check', sql`${table.status} in (${statusList})`),
    check(
      'orders_prescription_status_check',
      sql`${table.prescriptionStatus} is null or ${table.prescriptionStatus} in ('AWAITING_UPLOAD', 'WAITING_CHECK', 'APPROVED', 'REFUSED')`,
    ),
    check(
      'orders_cancelled_by_check',
      sql`${table.cancelledBy} is null or ${table.cancelledBy} in ('CUSTOMER', 'STAFF', 'SYSTEM')`,
    ),
    check(
      'orders_amounts_check',
      sql`${table.subtotal} >= 0 and ${table.deliveryFee} >= 0 and ${table.discount} >= 0 and ${table.pointsUsed} >= 0 and ${table.total} >= 0`,
    ),
  ],
)

/** One product line, with the name and unit price it was sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    id: identityId(),
    orderId: partOf(() => orders.id),
    productId: linkTo(() => products.id),
    qty: integer().notNull(),
    productName: text().notNull(),
    unitPrice: integer().notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_qty_check', sql`${table.qty} > 0`),
    check('order_items_price_check', sql`${table.unitPrice} >= 0`),
  ],
)

/**
 * The Idempotency-Key of each placed order, per customer: a repeat of the same request answers
 * the same order, and the primary key makes two concurrent repeats create only one.
 */
export const orderIdempotency = pgTable(
  'order_idempotency',
  {
    customerId: partOf(() => customers.id),
    key: text().notNull(),
    /** SHA-256 of the validated request body. */
    requestHash: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.key] })],
)

/** A coupon used by an order; released (not deleted) when the order is cancelled. */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: identityId(),
    promotionId: linkTo(() => promotions.id),
    customerId: linkTo(() => customers.id),
    orderId: partOf(() => orders.id).unique(),
    createdAt: timestamptz().notNull(),
    releasedAt: timestamptz(),
  },
  (table) => [
    index('promotion_uses_promotion_idx')
      .on(table.promotionId, table.customerId)
      .where(sql`${table.releasedAt} is null`),
  ],
)

/** Every status change: from, to, who and why (staff screens and disputes read it). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: identityId(),
    orderId: partOf(() => orders.id),
    fromStatus: text(),
    toStatus: text().notNull(),
    actor: text().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index('order_status_history_order_idx').on(table.orderId, table.createdAt),
    check(
      'order_status_history_actor_check',
      sql`${table.actor} in ('CUSTOMER', 'STAFF', 'SYSTEM')`,
    ),
  ],
)

/** Receipt images of a bank-transfer or mobile-banking order (stored privately). */
export const bankAttachments = pgTable(
  'bank_attachments',
  {
    id: identityId(),
    orderId: partOf(() => orders.id),
    ...privateFile(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [index('bank_attachments_order_idx').on(table.orderId)],
)

/** Messages to a customer (the bell comes with the loyalty issue). */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    customerId: partOf(() => customers.id),
    title: text().notNull(),
    description: text().notNull(),
    readAt: timestamptz(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index('notifications_customer_idx').on(table.customerId, table.createdAt),
    // The bell asks every minute for the unread count; only unread rows are in this index.
    index('notifications_unread_idx').on(table.customerId).where(sql`${table.readAt} is null`),
  ],
)
