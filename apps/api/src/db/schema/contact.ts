import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { identityId, timestamptz } from './columns.ts'
import { users } from './customers.ts'

/**
 * Messages sent from the Contact Us form, kept for staff to read and answer. `ip` is the sender's
 * client address (for spotting abuse); `readAt` is set when a member of staff has read it.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identityId(),
    name: text().notNull(),
    phone: text().notNull().default(''),
    email: text().notNull(),
    message: text().notNull(),
    ip: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    readAt: timestamptz(),
    /** When a member of staff marked it handled (answered or dealt with), and who. */
    handledAt: timestamptz(),
    handledBy: integer().references(() => users.id),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt, table.id)],
)
