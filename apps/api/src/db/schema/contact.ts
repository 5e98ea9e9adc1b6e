import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './customers.ts'

/**
 * Messages sent from the Contact Us form, kept for staff to read and answer. `ip` is the sender's
 * client address (for spotting abuse); `readAt` is set when a member of staff has read it.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    phone: text().notNull().default(''),
    email: text().notNull(),
    message: text().notNull(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    /** When a member of staff marked it handled (answered or dealt with), and who. */
    handledAt: timestamp({ withTimezone: true }),
    handledBy: integer().references(() => users.id),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt, table.id)],
)
