/** What a verified session's row says, kept so the next request with its token skips the query. */
export interface CachedSession {
  sessionId: number
  userId: number
  role: string
  customerId: number | null
  customerLanguage: string | null
  rememberMe: boolean
  lastSeenAt: Date
  idleExpiresAt: Date
  absoluteExpiresAt: Date
}

/** How long a verified session is trusted without asking the database again (decision 054). */
export const SESSION_CACHE_TTL_MS = 30_000
/** About 3 MB at most: more signed-in visitors than that in 30 s just read the database. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000

/**
 * Verified sessions of this process by token hash, for at most SESSION_CACHE_TTL_MS each.
 * Anything that ends a session or changes what it carries (role, language, a disabled account)
 * calls `forgetUser` / `forgetSession` here, and every other process hears of it through
 * session-changes.ts. Only live sessions are kept: an unknown or ended token always reads the
 * database.
 *
 * A row read while a forget happened may predate the change, so it is answered but not kept
 * (the generation check): otherwise a request racing a sign-out could put the session back.
 *
 * While this process cannot hear the other processes' announcements (its listening connection is
 * down), the cache is suspended: every token is read from the database, as without a cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; storedAt: number }>()
  private generation = 0
  private suspended = false

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  get(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(tokenHash)
    if (!entry) return undefined
    const age = now.getTime() - entry.storedAt
    if (age >= 0 && age < this.ttlMs) return entry.session
    this.entries.delete(tokenHash)
    return undefined
  }

  /** A mark to pass back to `set`, taken before the database is read. */
  mark(): number {
    return this.generation
  }

  set(tokenHash: string, session: CachedSession, now: Date, mark: number) {
    if (mark !== this.generation || this.suspended) return
    this.entries.delete(tokenHash)
    this.entries.set(tokenHash, { session, storedAt: now.getTime() })
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  forgetUser(userId: number) {
    this.forgetWhere((session) => session.userId === userId)
  }

  forgetSession(sessionId: number) {
    this.forgetWhere((session) => session.sessionId === sessionId)
  }

  /** When changes may have been missed (the listening connection dropped). */
  forgetAll() {
    this.generation++
    this.entries.clear()
  }

  /** Until `resume`: forgets everything and keeps nothing (announcements are not being heard). */
  suspend() {
    this.forgetAll()
    this.suspended = true
  }

  /** Keeps sessions again, after forgetting whatever was read meanwhile. */
  resume() {
    this.forgetAll()
    this.suspended = false
  }

  get size() {
    return this.entries.size
  }

  // A linear walk: forgets are rare (sign-out, password, role, language) and the map is bounded.
  private forgetWhere(matches: (session: CachedSession) => boolean) {
    this.generation++
    for (const [key, entry] of this.entries) if (matches(entry.session)) this.entries.delete(key)
  }
}
