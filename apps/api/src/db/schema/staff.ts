import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { identityId, linkTo, timestamptz } from './columns.ts'
import { users } from './customers.ts'

/**
 * What staff did, for the shop's owner to read later: who, what, when, and the record before
 * and after. Rows are only ever added, in the transaction of the action they describe.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: identityId(),
    staffUserId: linkTo(() => users.id),
    /** e.g. 'order.status', 'announcement.publish'. */
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index('staff_audit_log_entity_idx').on(table.entity, table.entityId),
    index('staff_audit_log_created_idx').on(table.createdAt),
  ],
)
