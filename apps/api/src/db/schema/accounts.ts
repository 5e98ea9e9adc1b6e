import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core'
import { identityId, partOf, timestamptz } from './columns.ts'
import { users } from './customers.ts'

/**
 * A signed-in device. The token itself is never stored: only its SHA-256, so a copy of the
 * database opens no accounts. A session ends at `idleExpiresAt` unless used, at
 * `absoluteExpiresAt` in any case, or when revoked (logout, password change or reset).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: identityId(),
    userId: partOf(() => users.id),
    tokenHash: text().notNull().unique(),
    rememberMe: boolean().notNull().default(false),
    deviceId: text(),
    deviceOS: text(),
    ipAddress: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    idleExpiresAt: timestamptz().notNull(),
    absoluteExpiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/**
 * A one-time code sent by SMS (password recovery). Stored as a hash; single use; a few wrong
 * tries end it.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: identityId(),
    phoneNumber: text().notNull(),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
  },
  (table) => [
    index('sms_codes_phone_idx').on(table.phoneNumber, table.purpose, table.createdAt),
    check('sms_codes_purpose_check', sql`${table.purpose} in ('RESET_PASSWORD')`),
  ],
)

/** What a correct SMS code buys: one password reset, for a short while. Stored as a hash. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: identityId(),
  userId: partOf(() => users.id),
  tokenHash: text().notNull().unique(),
  createdAt: timestamptz().notNull().defaultNow(),
  expiresAt: timestamptz().notNull(),
  usedAt: timestamptz(),
})

/** A Google or Apple account linked to a user, keyed by the provider's subject. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: identityId(),
    userId: partOf(() => users.id),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    unique('social_identities_provider_subject_unique').on(table.provider, table.subject),
    check('social_identities_provider_check', sql`${table.provider} in ('google', 'apple')`),
  ],
)

/**
 * Fixed-window counters for rate limits (sign-in, sign-up, SMS), in the database so that every
 * server process shares them.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text().notNull(),
    windowStart: timestamptz().notNull(),
    hits: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
)
