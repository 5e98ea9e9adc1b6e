import { isLanguage, type Language } from '@kyanma/shared'
import type { Database, DbExecutor } from '../../db/client.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import {
  findSessionByHash,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session.repository.ts'
import { lifetimeOf, SESSION_TOUCH_INTERVAL_MS } from './session-lifetimes.ts'

/** Who a request acts for, once its token checked out. */
export interface AuthContext {
  sessionId: number
  userId: number
  role: 'customer' | 'staff' | 'admin'
  /** Null for staff accounts without a customer record. */
  customerId: number | null
  /** The language the customer saved (null for staff without a customer record). */
  language: Language | null
  /** The raw token the request carried (answered back as user.currentToken). */
  token: string
  rememberMe: boolean
  /** When the session ends at the latest (its absolute lifetime). */
  expiresAt: Date
}

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
 */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
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
    const row = await findSessionByHash(this.db, hashToken(token))
    const now = this.now()
    // A disabled account's sessions die with it, whichever door opened them.
    if (!row || row.revokedAt || row.disabledAt) return undefined
    if (row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) return undefined
    if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
      const idle = now.getTime() + lifetimeOf(row.rememberMe).idleMs
      const idleExpiresAt = new Date(Math.min(idle, row.absoluteExpiresAt.getTime()))
      await touchSession(this.db, row.sessionId, now, idleExpiresAt)
    }
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      role: row.role as AuthContext['role'],
      customerId: row.customerId,
      language: isLanguage(row.customerLanguage) ? row.customerLanguage : null,
      token,
      rememberMe: row.rememberMe,
      expiresAt: row.absoluteExpiresAt,
    }
  }

  end(sessionId: number, db: DbExecutor = this.db) {
    return revokeSession(db, sessionId)
  }

  /** After a password change or reset: every other device must sign in again. */
  endAllFor(userId: number, options: { keep?: number } = {}, db: DbExecutor = this.db) {
    return revokeUserSessions(db, userId, options.keep)
  }
}
