import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { identityId, partOf, privateFile, timestamptz } from './columns.ts'
import { customers, users } from './customers.ts'
import { orders } from './orders.ts'

/**
 * A customer's prescription image (stored privately), reusable: once a pharmacist approves it,
 * it may be attached to later orders until `valid_until` (decision 040).
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: identityId(),
    customerId: partOf(() => customers.id),
    ...privateFile(),
    createdAt: timestamptz().notNull(),
    status: text().notNull().default('UPLOADED'),
    /** The last day (Myanmar) it may be used on, set by the pharmacist who approved it. */
    validUntil: date({ mode: 'string' }),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamptz(),
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
    orderId: partOf(() => orders.id),
    prescriptionId: partOf(() => prescriptions.id),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.prescriptionId] }),
    index('order_prescriptions_prescription_idx').on(table.prescriptionId),
  ],
)
