import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { identityId, partOf, timestamptz } from './columns.ts'
import { users } from './customers.ts'
import { orders } from './orders.ts'

/**
 * Every gateway callback we accepted (signature valid), with what we did about it. The gateway's
 * own reference is unique per gateway, so a repeated callback finds its first answer here.
 * A row whose result is NOT_PAYABLE or AMOUNT_MISMATCH is money to give back: staff read them.
 */
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    orderId: partOf(() => orders.id),
    /** The gateway's name as in its callback path, e.g. `sandbox`. */
    gateway: text().notNull(),
    /** The gateway's transaction reference. */
    reference: text().notNull(),
    /** What the gateway says happened: APPROVED or DECLINED. */
    outcome: text().notNull(),
    /** Whole kyats the gateway says it took. */
    amount: integer().notNull(),
    /** What the shop did: PAID, DECLINED, AMOUNT_MISMATCH, NOT_PAYABLE. */
    result: text().notNull(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    unique('payments_gateway_reference_key').on(table.gateway, table.reference),
    index('payments_order_idx').on(table.orderId, table.createdAt),
    check('payments_outcome_check', sql`${table.outcome} in ('APPROVED', 'DECLINED')`),
    check(
      'payments_result_check',
      sql`${table.result} in ('PAID', 'DECLINED', 'AMOUNT_MISMATCH', 'NOT_PAYABLE')`,
    ),
  ],
)

/**
 * Each time the shop sends a shopper to a gateway (decision 041). The merchant reference is the
 * order id the gateway knows this try by (Dinger wants a new one per transaction: voucher number
 * and try number); a callback or an inquiry that decides it sets settled_at. The inquiry sweep
 * asks about unsettled ones, at most once per interval each (last_inquiry_at).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: identityId(),
    orderId: partOf(() => orders.id),
    gateway: text().notNull(),
    reference: text().notNull(),
    /** Whole kyats asked for. */
    amount: integer().notNull(),
    createdAt: timestamptz().notNull(),
    settledAt: timestamptz(),
    lastInquiryAt: timestamptz(),
    /**
     * The shopper chose another payment method while this attempt was undecided: it can no
     * longer pay the order (a late payment is recorded and owed back), and the order no longer
     * shows it as pending, but the sweep still asks about it until the gateway decides.
     */
    abandonedAt: timestamptz(),
  },
  (table) => [
    unique('payment_attempts_gateway_reference_key').on(table.gateway, table.reference),
    index('payment_attempts_order_idx').on(table.orderId, table.createdAt),
    index('payment_attempts_open_idx').on(table.createdAt).where(sql`${table.settledAt} is null`),
  ],
)

/**
 * Money the shop holds and must give back, and how it was given (decision 042). A row is written
 * DUE in the same transaction as the event that makes the money owed: a gateway payment that
 * could not be applied (its `payments` row), a paid order cancelled, a delivered order refunded.
 * Staff then refund it through the gateway or by hand with a reference, and it becomes DONE.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identityId(),
    orderId: partOf(() => orders.id),
    /** The gateway payment the money came with; null for money that came another way. */
    paymentId: integer().references(() => payments.id, { onDelete: 'cascade' }),
    /** AMOUNT_MISMATCH, NOT_PAYABLE (a payment not applied), CANCELLED_AFTER_PAYMENT, RETURNED. */
    reason: text().notNull(),
    /** Whole kyats to give back. */
    amount: integer().notNull(),
    state: text().notNull().default('DUE'),
    /** How it was given back: GATEWAY (the gateway's refund call) or MANUAL. */
    method: text(),
    /** The gateway's refund reference, or the one staff typed (bank transfer, cash). */
    reference: text(),
    note: text().notNull().default(''),
    refundedBy: integer().references(() => users.id),
    refundedAt: timestamptz(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    // One refund per payment, and one per order for the whole-order reasons.
    uniqueIndex('refunds_payment_key').on(table.paymentId),
    uniqueIndex('refunds_order_whole_key')
      .on(table.orderId)
      .where(sql`${table.reason} in ('CANCELLED_AFTER_PAYMENT', 'RETURNED')`),
    index('refunds_state_idx').on(table.state, table.createdAt),
    index('refunds_order_idx').on(table.orderId),
    check('refunds_amount_check', sql`${table.amount} > 0`),
    check('refunds_state_check', sql`${table.state} in ('DUE', 'DONE')`),
    check(
      'refunds_reason_check',
      sql`${table.reason} in ('AMOUNT_MISMATCH', 'NOT_PAYABLE', 'CANCELLED_AFTER_PAYMENT', 'RETURNED')`,
    ),
    check('refunds_method_check', sql`${table.method} in ('GATEWAY', 'MANUAL')`),
    check(
      'refunds_done_check',
      sql`(${table.state} = 'DUE') = (${table.method} is null and ${table.refundedAt} is null)`,
    ),
  ],
)
