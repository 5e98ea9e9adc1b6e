import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { identityId, partOf, timestamptz } from './columns.ts'
import { media } from './media.ts'

/** A person who can sign in: a customer or a member of staff. */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    displayName: text().notNull(),
    /** Normalized Myanmar form 09xxxxxxxx. */
    phoneNumber: text(),
    email: text(),
    passwordHash: text(),
    role: text().notNull().default('customer'),
    profileImageId: integer().references(() => media.id),
    /** Set when an admin disables a staff account: it can no longer sign in. */
    disabledAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_phone_unique').on(table.phoneNumber),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('customer', 'staff', 'admin')`),
  ],
)

export const customers = pgTable(
  'customers',
  {
    id: identityId(),
    userId: partOf(() => users.id).unique(),
    referralCode: text().notNull().unique(),
    /** Whose referral code this customer signed up with; that customer's bonus waits on it. */
    referredBy: integer().references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    /** The language the customer chose ('en' | 'my'): their SMS, notifications and API messages. */
    language: text().notNull().default('en'),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    check('customers_referred_by_check', sql`${table.referredBy} <> ${table.id}`),
    check('customers_language_check', sql`${table.language} in ('en', 'my')`),
    // The back office lists customers newest first.
    index('customers_created_at_idx').on(table.createdAt, table.id),
  ],
)

/** A shipping address a customer keeps for checkout. The fields are the spec's Address. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: identityId(),
    customerId: partOf(() => customers.id),
    address: jsonb().$type<Record<string, string | undefined>>().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerId, table.id)],
)
