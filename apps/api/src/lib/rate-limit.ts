import { messages } from '@kyanma/shared'
import { lt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { rateLimitBuckets } from '../db/schema/index.ts'
import { AppError } from './app-error.ts'
import type { Clock } from './clock.ts'

/** At most `limit` hits per fixed window of `windowMs` (at most a day) for one subject. */
export interface RateLimitRule {
  /** Names the counter: 'login:account', 'login:address' ... */
  name: string
  limit: number
  windowMs: number
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Buckets older than the longest window are dead; one process sweeps them this often. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000

/** 429, with how many seconds until the caller may try again (the Retry-After header). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = messages.tooManyRequests,
  ) {
    super('TOO_MANY_REQUESTS', 429, message)
  }
}

/**
 * Fixed-window counters in the database (`rate_limit_buckets`), so every server process counts
 * the same hits. One upsert per hit; it works the same on PGlite and PostgreSQL.
 */
export class RateLimiter {
  private lastSweep = 0

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one hit against every rule (all of them, so no counter can be dodged), then throws
   * RateLimitedError if any is over its limit.
   */
  async hit(...hits: [rule: RateLimitRule, subject: string][]): Promise<void> {
    const now = this.clock.now().getTime()
    await this.sweep(now)
    let retryAfterMs = 0
    for (const [rule, subject] of hits) {
      if (rule.windowMs > DAY_MS) throw new Error(`rate limit ${rule.name}: window over a day`)
      const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs
      const count = await this.count(`${rule.name}:${subject}`, new Date(windowStart))
      if (count > rule.limit)
        retryAfterMs = Math.max(retryAfterMs, windowStart + rule.windowMs - now)
    }
    if (retryAfterMs > 0) throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)))
  }

  private async count(key: string, windowStart: Date): Promise<number> {
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
        set: { hits: sql`${rateLimitBuckets.hits} + 1` },
      })
      .returning({ hits: rateLimitBuckets.hits })
    return row?.hits ?? 1
  }

  /** Deletes buckets whose window ended long ago, now and then, so the table stays small. */
  private async sweep(now: number) {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS && now >= this.lastSweep) return
    this.lastSweep = now
    await this.db
      .delete(rateLimitBuckets)
      .where(lt(rateLimitBuckets.windowStart, new Date(now - 2 * DAY_MS)))
  }
}

/** Routes in `app` that may throw RateLimitedError answer with a Retry-After header. */
export function addRetryAfterHeader(app: FastifyInstance) {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds)
  })
}
