import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { media } from './media.ts'

/** A person who can sign in: a customer or a member of staff. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    displayName: text().notNull(),
    /** Normalized Myanmar form 09xxxxxxxx. */
    phoneNumber: text(),
    email: text(),
    passwordHash: text(),
    role: text().notNull().default('customer'),
    profileImageId: integer().references(() => media.id),
    /** Set when an admin disables a staff account: it can no longer sign in. */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralCode: text().notNull().unique(),
    /** Whose referral code this customer signed up with; that customer's bonus waits on it. */
    referredBy: integer().references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    /** The language the customer chose ('en' | 'my'): their SMS, notifications and API messages. */
    language: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: jsonb().$type<Record<string, string | undefined>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerId, table.id)],
)
