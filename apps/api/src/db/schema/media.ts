import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { identityId, timestamptz } from './columns.ts'

/**
 * Every stored image. The files live in the media store under `storageKey` with one file per
 * size (`{storageKey}-{size}.webp`); this row knows which sizes exist and who may see them.
 */
export const media = pgTable(
  'media',
  {
    id: identityId(),
    visibility: text().notNull().default('public'),
    storageKey: text().notNull().unique(),
    format: text().notNull().default('webp'),
    sizes: integer().array().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    alt: text().notNull().default(''),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [check('media_visibility_check', sql`${table.visibility} in ('public', 'private')`)],
)
