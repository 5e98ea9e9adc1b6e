import { sql } from 'drizzle-orm'
import type { DatabaseHandle, DbExecutor } from '#app/db/client.ts'
import type { PgListener } from '#app/db/pg-listener.ts'
import type { SessionCache } from './session-cache.ts'

/** Channel on which any process says "the sessions of this user (or this session) changed". */
export const SESSION_CHANGED_CHANNEL = 'session_changed'

const USER = /^user:(\d+)$/
const SESSION = /^session:(\d+)$/

export type SessionChange = { userId: number } | { sessionId: number }

const payloadOf = (change: SessionChange) =>
  'userId' in change ? `user:${change.userId}` : `session:${change.sessionId}`

/**
 * Tells every process (this one included) to forget what it cached about these sessions. Sent
 * with `db`: inside a transaction PostgreSQL delivers it only when that commits, so no other
 * process forgets too early and reads the row again before the change is visible.
 */
export async function announceSessionChange(db: DbExecutor, change: SessionChange) {
  await db.execute(sql`select pg_notify(${SESSION_CHANGED_CHANNEL}, ${payloadOf(change)})`)
}

/**
 * Clears the session cache of this process when any process announces a change. While the
 * listening connection is down, announcements go unheard, so the cache is suspended until it is
 * back (decision 061).
 */
export function watchSessionChanges(
  database: DatabaseHandle,
  cache: SessionCache,
): Promise<PgListener> {
  const onChange = (payload: string) => {
    const userId = USER.exec(payload)?.[1]
    if (userId !== undefined) return cache.forgetUser(Number(userId))
    const sessionId = SESSION.exec(payload)?.[1]
    if (sessionId !== undefined) return cache.forgetSession(Number(sessionId))
    cache.forgetAll()
  }
  return database.listen(SESSION_CHANGED_CHANNEL, onChange, {
    dropped: () => cache.suspend(),
    reconnected: () => cache.resume(),
  })
}
