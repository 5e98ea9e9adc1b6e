import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { anyContains } from '#app/db/like-pattern.ts'
import { contactMessages, users } from '#app/db/schema/index.ts'

export type NewContactMessage = typeof contactMessages.$inferInsert

export async function insertContactMessage(db: DbExecutor, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning()
  if (!row) throw new Error('contact message not stored')
  return row
}

export interface ContactMessageFilter {
  offset: number
  limit: number
  /** Leaves out the ones a member of staff has already read. */
  unreadOnly?: boolean
  /** 'open': nobody has handled them yet; 'handled': somebody has. */
  status?: 'all' | 'open' | 'handled'
  /** Words in the sender's name, email, phone or the message. */
  search?: string
  order?: 'asc' | 'desc'
}

function whereOf(options: ContactMessageFilter): SQL | undefined {
  return and(
    options.unreadOnly ? isNull(contactMessages.readAt) : undefined,
    options.status === 'open' ? isNull(contactMessages.handledAt) : undefined,
    options.status === 'handled' ? isNotNull(contactMessages.handledAt) : undefined,
    anyContains(options.search, [
      contactMessages.name,
      contactMessages.email,
      contactMessages.phone,
      contactMessages.message,
    ]),
  )
}

/** One page of Contact Us messages for staff, newest first unless `order` says otherwise. */
export async function findContactMessages(db: DbExecutor, options: ContactMessageFilter) {
  const where = whereOf(options)
  const direction = options.order === 'asc' ? asc : desc
  return listPage(
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        phone: contactMessages.phone,
        email: contactMessages.email,
        message: contactMessages.message,
        ip: contactMessages.ip,
        createdAt: contactMessages.createdAt,
        readAt: contactMessages.readAt,
        handledAt: contactMessages.handledAt,
        handledBy: users.displayName,
      })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(direction(contactMessages.createdAt), direction(contactMessages.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(contactMessages).where(where),
  )
}
export type ContactMessageRow = Awaited<ReturnType<typeof findContactMessages>>['rows'][number]

/** Locks one message for a change; undefined when there is none. */
export async function lockContactMessage(tx: DbExecutor, id: number) {
  const [row] = await tx
    .select({ id: contactMessages.id, handledAt: contactMessages.handledAt })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update')
  return row
}

export async function markContactMessageHandled(
  tx: DbExecutor,
  id: number,
  staffUserId: number,
  at: Date,
) {
  await tx
    .update(contactMessages)
    .set({ handledAt: at, handledBy: staffUserId, readAt: at })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
}
