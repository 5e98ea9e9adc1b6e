import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { customers, users } from './customers.ts'
import { orders } from './orders.ts'

/**
 * A customer's prescription image (stored privately), reusable: once a pharmacist approves it,
 * it may be attached to later orders until `valid_until` (decision 040).
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    mediaKey: text().notNull().unique(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull().default('UPLOADED'),
    /** The last day (Myanmar) it may be used on, set by the pharmacist who approved it. */
    validUntil: date({ mode: 'string' }),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('prescriptions_customer_idx').on(table.customerId, table.createdAt),
    check(
      'prescriptions_status_check',
      sql`${table.status} in ('UPLOADED', 'APPROVED', 'REFUSED')`,
    ),
    check(
      'prescriptions_approved_check',
      sql`${table.status} <> 'APPROVED' or ${table.validUntil} is not null`,
    ),
  ],
)

/** Which prescriptions an order carries (a reused one is carried by several orders). */
export const orderPrescriptions = pgTable(
  'order_prescriptions',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    prescriptionId: integer()
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.prescriptionId] }),
    index('order_prescriptions_prescription_idx').on(table.prescriptionId),
  ],
)
