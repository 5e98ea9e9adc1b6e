import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { descriptionInBothLanguages, identityId, timestamptz } from './columns.ts'

/** Coupons. The quote rules that apply them live in packages/shared/src/pricing.ts. */
export const promotions = pgTable(
  'promotions',
  {
    id: identityId(),
    code: text().notNull().unique(),
    ...descriptionInBothLanguages(),
    discountType: text().notNull(),
    /** Percent (1-100) for PERCENT, kyats for FIXED. */
    discountValue: integer().notNull(),
    /** Upper bound of a percentage discount in kyats; null means no cap. */
    maxDiscount: integer(),
    minOrderAmount: integer().notNull().default(0),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    usageLimit: integer(),
    perCustomerLimit: integer(),
    isActive: boolean().notNull().default(true),
  },
  (table) => [
    check('promotions_type_check', sql`${table.discountType} in ('PERCENT', 'FIXED')`),
    check('promotions_value_check', sql`${table.discountValue} > 0`),
    check(
      'promotions_percent_check',
      sql`${table.discountType} <> 'PERCENT' or ${table.discountValue} <= 100`,
    ),
  ],
)
