import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns.ts'

/** What shoppers search for, counted, so popular keywords come from real searches. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    term: text().primaryKey(),
    searchCount: integer().notNull().default(0),
    /** Seeded starting list; learned terms replace them as real counts grow. */
    isSeeded: boolean().notNull().default(false),
    lastSearchedAt: timestamptz(),
  },
  (table) => [index('search_keywords_count_idx').on(table.searchCount)],
)
