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
