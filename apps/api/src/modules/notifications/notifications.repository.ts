import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { preparedPerDatabase } from '#app/db/prepared.ts'
import { announcements, customers, notifications } from '#app/db/schema/index.ts'
import { tablePage } from '#app/db/table-page.ts'

/** Drizzle queries for notifications. Every read and change is scoped by customer id. */

const columns = {
  id: notifications.id,
  title: notifications.title,
  description: notifications.description,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
}
export type NotificationRow = { id: number; title: string; description: string } & {
  readAt: Date | null
  createdAt: Date
}

export async function listNotifications(
  db: DbExecutor,
  customerId: number,
  offset: number,
  limit: number,
) {
  return tablePage(
    db,
    {
      table: notifications,
      fields: columns,
      where: eq(notifications.customerId, customerId),
      // The id breaks ties between notifications written in the same instant.
      orderBy: [desc(notifications.createdAt), desc(notifications.id)],
    },
    { offset, limit },
  )
}

/** The bell asks this every minute on every signed-in page, so it is prepared (decision 053). */
const unreadCountOf = preparedPerDatabase((db) =>
  db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.customerId, sql.placeholder('customerId')),
        isNull(notifications.readAt),
      ),
    )
    .prepare('notifications_unread_count'),
)

export async function countUnread(db: Database, customerId: number) {
  const [row] = await unreadCountOf(db).execute({ customerId })
  return row?.value ?? 0
}

/**
 * Marks the notification read if it is unread and answers it; undefined when it is not this
 * customer's (or does not exist). One statement, so two tabs opening it at once agree on readAt.
 */
export async function openNotification(
  db: DbExecutor,
  customerId: number,
  id: number,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)))
    .returning(columns)
  return row
}

/** How many of the customer's unread notifications it marked read. */
export async function markAllRead(db: DbExecutor, customerId: number, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return rows.length
}

export async function deleteNotification(db: DbExecutor, customerId: number, id: number) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)))
    .returning({ id: notifications.id })
  return rows.length > 0
}

/**
 * One notification per customer about a published announcement, in a single INSERT ... SELECT:
 * the rows never travel through the process, however many customers there are. Each names the
 * announcement in the customer's language (customers.language). Answers how many were written
 * (0 when the announcement is missing or not published).
 */
export async function insertAnnouncementNotices(
  db: DbExecutor,
  announcementId: number,
  title: string,
  now: Date,
) {
  const rows = await db
    .insert(notifications)
    .select(
      db
        .select({
          // The select must name every column; the id comes from the table's own sequence.
          id: sql<number>`nextval(pg_get_serial_sequence('notifications', 'id'))`.as('id'),
          customerId: customers.id,
          title: sql<string>`${title}::text`.as('title'),
          // The announcement's title in the customer's saved language: Burmese where staff
          // wrote one (trimmed, as the public answers give it), else English (decision 039).
          description: sql<string>`case when ${customers.language} = 'my'
            then coalesce(nullif(btrim(${announcements.titleMy}), ''), ${announcements.title})
            else ${announcements.title} end`.as('description'),
          readAt: sql<Date | null>`null`.as('read_at'),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(customers)
        .innerJoin(
          announcements,
          and(eq(announcements.id, announcementId), eq(announcements.isPublished, true)),
        ),
    )
    .returning({ id: notifications.id })
  return rows.length
}
