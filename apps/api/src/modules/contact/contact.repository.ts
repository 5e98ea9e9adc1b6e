import { count, desc, isNull } from 'drizzle-orm'
import type { DbExecutor } from '../../db/client.ts'
import { contactMessages } from '../../db/schema/index.ts'

export type NewContactMessage = typeof contactMessages.$inferInsert

export async function insertContactMessage(db: DbExecutor, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning()
  if (!row) throw new Error('contact message not stored')
  return row
}

/**
 * One page of Contact Us messages for staff, newest first (the back-office issue adds the route).
 * `unreadOnly` leaves out the ones a member of staff has already read.
 */
export async function findContactMessages(
  db: DbExecutor,
  options: { offset: number; limit: number; unreadOnly?: boolean },
) {
  const where = options.unreadOnly ? isNull(contactMessages.readAt) : undefined
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(contactMessages).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}
export type ContactMessageRow = Awaited<ReturnType<typeof findContactMessages>>['rows'][number]
