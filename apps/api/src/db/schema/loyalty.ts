import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/** Loyalty levels as data: a customer is at the highest level whose threshold they reach. */
export const levels = pgTable('levels', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
  minPoints: integer().notNull().unique(),
})

/**
 * The points ledger, append-only: every change of a balance is one row, written in the same
 * transaction as its cause, with a reference unique per kind so it can never apply twice.
 * A balance is the sum of a customer's rows. (Its rules are the loyalty issue's.)
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    /** Positive for points received, negative for points used. */
    points: integer().notNull(),
    kind: text().notNull(),
    reference: text().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('point_ledger_kind_reference_unique').on(table.kind, table.reference),
    index('point_ledger_customer_idx').on(table.customerId, table.createdAt),
    check('point_ledger_points_check', sql`${table.points} <> 0`),
  ],
)
