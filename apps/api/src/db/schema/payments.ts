import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'

/**
 * Every gateway callback we accepted (signature valid), with what we did about it. The gateway's
 * own reference is unique per gateway, so a repeated callback finds its first answer here.
 * A row whose result is NOT_PAYABLE or AMOUNT_MISMATCH is money to give back: staff read them.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp({ withTimezone: true }).notNull(),
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
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text().notNull(),
    reference: text().notNull(),
    /** Whole kyats asked for. */
    amount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    lastInquiryAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('payment_attempts_gateway_reference_key').on(table.gateway, table.reference),
    index('payment_attempts_order_idx').on(table.orderId, table.createdAt),
    index('payment_attempts_open_idx').on(table.createdAt).where(sql`${table.settledAt} is null`),
  ],
)
