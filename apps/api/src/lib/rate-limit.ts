import { messages } from '@kyanma/shared'
import { and, eq, lt, sql } from 'drizzle-orm'
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
  /** What the refused caller reads; the general 'too many requests' when not set. */
  refusal?: string
}

const HOUR_MS = 60 * 60 * 1000

/**
 * A rule counted per hour, refused with its own message: how the limits on what a customer or
 * an address writes (contact messages, reviews, point transfers) read.
 */
export function hourlyLimit(name: string, limit: number, refusal: string): RateLimitRule {
  return { name, limit, windowMs: HOUR_MS, refusal }
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
    const taken = []
    for (const [rule, subject] of hits) taken.push(await this.take(rule, subject))
    throwIfOver(taken)
  }

  /**
   * Adds one to the subject's counter in the current window, atomically (parallel requests each
   * see their own count), and answers the new count with the time left in the window.
   */
  async take(rule: RateLimitRule, subject: string): Promise<TakenHit> {
    const now = this.clock.now().getTime()
    await this.sweep(now)
    const windowStart = this.windowStart(rule, now)
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({ key: keyOf(rule, subject), windowStart: new Date(windowStart), hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
        set: { hits: sql`${rateLimitBuckets.hits} + 1` },
      })
      .returning({ hits: rateLimitBuckets.hits })
    const count = row?.hits ?? 1
    const retryAfterMs = windowStart + rule.windowMs - now
    return { count, over: count > rule.limit, retryAfterMs, refusal: rule.refusal }
  }

  /** The subject's count in the current window, without adding to it. */
  async peek(rule: RateLimitRule, subject: string): Promise<TakenHit> {
    const now = this.clock.now().getTime()
    const windowStart = this.windowStart(rule, now)
    const [row] = await this.db
      .select({ hits: rateLimitBuckets.hits })
      .from(rateLimitBuckets)
      .where(this.bucket(rule, subject, windowStart))
    const count = row?.hits ?? 0
    const retryAfterMs = windowStart + rule.windowMs - now
    return { count, over: count >= rule.limit, retryAfterMs, refusal: rule.refusal }
  }

  /** Takes back one hit of the current window (a try that turned out not to count). */
  async giveBack(rule: RateLimitRule, subject: string): Promise<void> {
    const windowStart = this.windowStart(rule, this.clock.now().getTime())
    await this.db
      .update(rateLimitBuckets)
      .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
      .where(this.bucket(rule, subject, windowStart))
  }

  private windowStart(rule: RateLimitRule, now: number): number {
    if (rule.windowMs > DAY_MS) throw new Error(`rate limit ${rule.name}: window over a day`)
    return Math.floor(now / rule.windowMs) * rule.windowMs
  }

  private bucket(rule: RateLimitRule, subject: string, windowStart: number) {
    return and(
      eq(rateLimitBuckets.key, keyOf(rule, subject)),
      eq(rateLimitBuckets.windowStart, new Date(windowStart)),
    )
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

/** One counter's state after a hit (or a look): over its limit, and for how much longer. */
export interface TakenHit {
  count: number
  over: boolean
  retryAfterMs: number
  refusal?: string
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`
}

/** 429 when any of the counters is over, with the longest wait among them and its words. */
export function throwIfOver(hits: TakenHit[]): void {
  const over = hits.filter((hit) => hit.over && hit.retryAfterMs > 0)
  const longest = over.reduce<TakenHit | undefined>(
    (found, hit) => (found && found.retryAfterMs >= hit.retryAfterMs ? found : hit),
    undefined,
  )
  if (longest)
    throw new RateLimitedError(Math.max(1, Math.ceil(longest.retryAfterMs / 1000)), longest.refusal)
}

/** Routes in `app` that may throw RateLimitedError answer with a Retry-After header. */
export function addRetryAfterHeader(app: FastifyInstance) {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds)
  })
}
