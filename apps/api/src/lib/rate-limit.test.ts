import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'
import { rateLimitBuckets } from '../db/schema/index.ts'
import { RateLimitedError, RateLimiter } from './rate-limit.ts'

const t = useTestApp()

const HOUR = 60 * 60 * 1000
/** A limiter whose clock the test sets; starts at the beginning of an hour. */
function limiterAt(start = Math.ceil(Date.now() / HOUR) * HOUR + 10 * HOUR) {
  let now = start
  const limiter = new RateLimiter(t.app.ctx.db, { now: () => new Date(now) })
  return { limiter, set: (ms: number) => (now = start + ms) }
}
const rule = (name: string, limit = 3) => ({ name: `test:${name}`, limit, windowMs: HOUR })

async function refusal(work: Promise<unknown>) {
  try {
    await work
  } catch (error) {
    if (error instanceof RateLimitedError) return error
    throw error
  }
  return undefined
}

describe('RateLimiter (fixed windows in the database)', () => {
  it('lets `limit` hits through per window, then refuses with the seconds left', async () => {
    const { limiter, set } = limiterAt()
    const r = rule('basic')
    for (let i = 0; i < 3; i++) await limiter.hit([r, 'alice'])
    set(15 * 60 * 1000)
    const refused = await refusal(limiter.hit([r, 'alice']))
    expect(refused?.status).toBe(429)
    expect(refused?.message).toBe('Too many requests. Please wait a moment and try again.')
    expect(refused?.retryAfterSeconds).toBe(45 * 60)
    // Another subject has its own counter.
    await limiter.hit([r, 'bob'])
    // The next window starts afresh.
    set(HOUR)
    await limiter.hit([r, 'alice'])
  })

  it('counts every rule of a hit, and refuses when any one is over', async () => {
    const { limiter } = limiterAt()
    const tight = rule('tight', 1)
    const loose = rule('loose', 10)
    await limiter.hit([tight, 'x'], [loose, 'shared'])
    expect(await refusal(limiter.hit([tight, 'x'], [loose, 'shared']))).toBeDefined()
    const rows = await t.app.ctx.db
      .select()
      .from(rateLimitBuckets)
      .where(like(rateLimitBuckets.key, 'test:loose:%'))
    expect(rows.map((row) => row.hits)).toEqual([2])
  })

  it('shares counts between server processes (two limiters, one table)', async () => {
    const one = limiterAt()
    const two = limiterAt()
    const r = rule('shared', 2)
    await one.limiter.hit([r, 'carol'])
    await two.limiter.hit([r, 'carol'])
    expect(await refusal(one.limiter.hit([r, 'carol']))).toBeDefined()
  })

  it('counts parallel hits exactly (one upsert each)', async () => {
    const { limiter } = limiterAt()
    const r = rule('parallel', 5)
    const results = await Promise.all(
      Array.from({ length: 12 }, () => refusal(limiter.hit([r, 'dave']))),
    )
    expect(results.filter((result) => result === undefined)).toHaveLength(5)
  })

  it('sweeps buckets of windows long past', async () => {
    const old = limiterAt(Date.now() - 5 * 24 * HOUR)
    await old.limiter.hit([rule('old'), 'erin'])
    const later = limiterAt()
    await later.limiter.hit([rule('new'), 'erin'])
    const rows = await t.app.ctx.db
      .select({ key: rateLimitBuckets.key })
      .from(rateLimitBuckets)
      .where(like(rateLimitBuckets.key, 'test:%:erin'))
    expect(rows.map((row) => row.key)).toEqual(['test:new:erin'])
  })
})
