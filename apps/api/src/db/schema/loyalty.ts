import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { identityId, linkTo, timestamptz } from './columns.ts'
import { customers, users } from './customers.ts'

/** The ledger's kinds (POINT_KINDS in @kyanma/shared), kept in the database too. */
const kindList = sql.raw(
  `'ORDER_EARN', 'ORDER_EARN_REVERSAL', 'ORDER_SPEND', 'ORDER_REFUND', 'TRANSFER_IN', 'TRANSFER_OUT', 'REFERRAL_BONUS', 'STAFF_ADJUSTMENT'`,
)

/** Loyalty levels as data: a customer is at the highest level whose threshold they reach. */
export const levels = pgTable('levels', {
  id: identityId(),
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
    id: identityId(),
    customerId: linkTo(() => customers.id),
    /** Positive for points received, negative for points used. */
    points: integer().notNull(),
    kind: text().notNull(),
    reference: text().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    unique('point_ledger_kind_reference_unique').on(table.kind, table.reference),
    // The id, the history's tie-breaker, lets a page stop after its rows instead of sorting all
    // of the customer's (decision 053).
    index('point_ledger_customer_idx').on(table.customerId, table.createdAt, table.id),
    check('point_ledger_points_check', sql`${table.points} <> 0`),
    check('point_ledger_kind_check', sql`${table.kind} in (${kindList})`),
  ],
)

/**
 * One customer's points sent to another. Its id is the reference of both ledger rows (the
 * sender's TRANSFER_OUT and the receiver's TRANSFER_IN), so a transfer applies once.
 */
export const pointTransfers = pgTable(
  'point_transfers',
  {
    id: identityId(),
    fromCustomerId: linkTo(() => customers.id),
    toCustomerId: linkTo(() => customers.id),
    points: integer().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index('point_transfers_from_idx').on(table.fromCustomerId, table.createdAt),
    index('point_transfers_to_idx').on(table.toCustomerId, table.createdAt),
    check('point_transfers_points_check', sql`${table.points} > 0`),
    check('point_transfers_parties_check', sql`${table.fromCustomerId} <> ${table.toCustomerId}`),
  ],
)

/** A correction by staff (goodwill, a mistake put right): who, why, how many. */
export const pointAdjustments = pgTable(
  'point_adjustments',
  {
    id: identityId(),
    customerId: linkTo(() => customers.id),
    points: integer().notNull(),
    reason: text().notNull(),
    staffUserId: linkTo(() => users.id),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index('point_adjustments_customer_idx').on(table.customerId, table.createdAt),
    check('point_adjustments_points_check', sql`${table.points} <> 0`),
  ],
)
