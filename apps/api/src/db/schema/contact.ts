import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

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
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt, table.id)],
)
