import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { customers, sessions, users } from '#app/db/schema/index.ts'

export interface NewSession {
  userId: number
  tokenHash: string
  rememberMe: boolean
  deviceId?: string | undefined
  deviceOS?: string | undefined
  ipAddress?: string | undefined
  createdAt: Date
  lastSeenAt: Date
  idleExpiresAt: Date
  absoluteExpiresAt: Date
}

export async function insertSession(db: DbExecutor, session: NewSession) {
  const [row] = await db.insert(sessions).values(session).returning()
  if (!row) throw new Error('session not stored')
  return row
}

/** The live session of a token hash with who it belongs to; expiry is checked by the caller. */
export async function findSessionByHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      rememberMe: sessions.rememberMe,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      revokedAt: sessions.revokedAt,
      role: users.role,
      disabledAt: users.disabledAt,
      customerId: customers.id,
      customerLanguage: customers.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customers, eq(customers.userId, users.id))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1)
  return row
}

export async function touchSession(
  db: DbExecutor,
  sessionId: number,
  now: Date,
  idleExpiresAt: Date,
) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, idleExpiresAt })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

export async function revokeSession(db: DbExecutor, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every session of a user, or every one but `keep` (the device that asked). */
export async function revokeUserSessions(db: DbExecutor, userId: number, keep?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    )
}
