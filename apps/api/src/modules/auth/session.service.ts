import { isLanguage } from '@kyanma/shared'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { hashToken, newToken } from '#app/lib/tokens.ts'
import type { AuthContext } from '#app/plugins/auth.ts'
import {
  findSessionByHash,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session.repository.ts'
import { type CachedSession, SessionCache } from './session-cache.ts'
import { announceSessionChange } from './session-changes.ts'
import { lifetimeOf, SESSION_TOUCH_INTERVAL_MS } from './session-lifetimes.ts'

// Re-exported for the modules that read a session: the type lives with the request decoration.
export type { AuthContext }

export interface StartSession {
  userId: number
  rememberMe: boolean
  deviceId?: string | undefined
  deviceOS?: string | undefined
  ipAddress?: string | undefined
}

/**
 * Sessions with opaque random tokens, kept only as hashes. A token is good until it is revoked,
 * left unused longer than its idle lifetime, or older than its absolute lifetime.
 *
 * A verified session is cached for a few seconds (session-cache.ts), so a signed-in page does not
 * query the database on every request. Whatever ends a session or changes what it carries goes
 * through `end`, `endAllFor` or `changed`, which clear this process's cache before they answer and
 * tell the other processes (decision 054).
 */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    readonly cache = new SessionCache(),
  ) {}

  /** Opens a session; `db` may be a transaction that also wrote the user. */
  async start(input: StartSession, db: DbExecutor = this.db) {
    const token = newToken()
    const now = this.now()
    const lifetime = lifetimeOf(input.rememberMe)
    const session = await insertSession(db, {
      ...input,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + lifetime.idleMs),
      absoluteExpiresAt: new Date(now.getTime() + lifetime.absoluteMs),
    })
    return { token, session, expiresAt: session.absoluteExpiresAt }
  }

  /** The session a token opens, or undefined for an unknown, revoked or expired one. */
  async verify(token: string): Promise<AuthContext | undefined> {
    if (token.length < 20 || token.length > 200) return undefined
    const tokenHash = hashToken(token)
    const now = this.now()
    const cached = this.cache.get(tokenHash, now)
    // Another process may have moved the idle deadline since: an expired-looking entry is re-read.
    const session = cached && isLive(cached, now) ? cached : await this.read(tokenHash, now)
    if (!session) return undefined
    if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
      const idle = now.getTime() + lifetimeOf(session.rememberMe).idleMs
      const idleExpiresAt = new Date(Math.min(idle, session.absoluteExpiresAt.getTime()))
      // Updated before the write, so requests arriving meanwhile do not touch it again.
      session.lastSeenAt = now
      session.idleExpiresAt = idleExpiresAt
      await touchSession(this.db, session.sessionId, now, idleExpiresAt)
    }
    return {
      sessionId: session.sessionId,
      userId: session.userId,
      role: session.role as AuthContext['role'],
      customerId: session.customerId,
      language: isLanguage(session.customerLanguage) ? session.customerLanguage : null,
      token,
      rememberMe: session.rememberMe,
      expiresAt: session.absoluteExpiresAt,
    }
  }

  private async read(tokenHash: string, now: Date): Promise<CachedSession | undefined> {
    const mark = this.cache.mark()
    const row = await findSessionByHash(this.db, tokenHash)
    // A disabled account's sessions die with it, whichever door opened them.
    if (!row || row.revokedAt || row.disabledAt) return undefined
    const { revokedAt: _revoked, disabledAt: _disabled, ...session } = row
    if (!isLive(session, now)) return undefined
    this.cache.set(tokenHash, session, now, mark)
    return session
  }

  /** Signs one session out, in every process. */
  async end(sessionId: number, db: DbExecutor = this.db) {
    await revokeSession(db, sessionId)
    await announceSessionChange(db, { sessionId })
    this.cache.forgetSession(sessionId)
  }

  /**
   * After a password change or reset, or a disabled account: every other device must sign in
   * again. Inside a transaction, call `forgetUser` again once it has committed.
   */
  async endAllFor(userId: number, options: { keep?: number } = {}, db: DbExecutor = this.db) {
    await revokeUserSessions(db, userId, options.keep)
    await this.changed(userId, db)
  }

  /**
   * The user's sessions now carry something else (a role, a language): every process reads them
   * again. Inside a transaction, call `forgetUser` again once it has committed.
   */
  async changed(userId: number, db: DbExecutor = this.db) {
    await announceSessionChange(db, { userId })
    this.cache.forgetUser(userId)
  }

  /**
   * After a transaction that ended or changed the user's sessions committed: a request of this
   * process may have cached them from before the commit. (The other processes hear of it at commit.)
   */
  forgetUser(userId: number) {
    this.cache.forgetUser(userId)
  }
}

function isLive(session: CachedSession, now: Date) {
  return session.idleExpiresAt > now && session.absoluteExpiresAt > now
}
