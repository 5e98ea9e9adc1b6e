import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '#app/db/schema/index.ts'
import { hashToken } from '#app/lib/tokens.ts'
import { useTestApp } from '#test/test-app.ts'
import { SessionService } from './session.service.ts'
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.ts'
import { watchSessionChanges } from './session-changes.ts'
import { SESSION_LIFETIMES } from './session-lifetimes.ts'

const t = useTestApp()
let userId: number
const DAY = 24 * 60 * 60 * 1000

/** A session service whose clock the test moves. */
function atTime(start: Date) {
  let now = start.getTime()
  const service = new SessionService(t.app.ctx.db, () => new Date(now))
  return { service, advance: (ms: number) => (now += ms) }
}

beforeAll(async () => {
  const [user] = await t.app.ctx.db.select({ id: users.id }).from(users).limit(1)
  userId = user?.id ?? 0
})

describe('sessions', () => {
  it('keeps only a hash of a 256-bit token', async () => {
    const { token } = await t.app.services.sessions.start({ userId, rememberMe: false })
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const stored = await t.app.ctx.db.select().from(sessions).where(eq(sessions.userId, userId))
    expect(stored.some((row) => row.tokenHash === hashToken(token))).toBe(true)
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('opens the session a token belongs to, and nothing for a tampered one', async () => {
    const { token, session } = await t.app.services.sessions.start({
      userId,
      rememberMe: true,
      deviceId: 'Mozilla/5.0 test',
      deviceOS: 'Linux',
    })
    expect(await t.app.services.sessions.verify(token)).toMatchObject({
      sessionId: session.id,
      userId,
      role: 'customer',
    })
    expect(session).toMatchObject({ deviceId: 'Mozilla/5.0 test', deviceOS: 'Linux' })
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await t.app.services.sessions.verify(tampered)).toBeUndefined()
    expect(await t.app.services.sessions.verify('short')).toBeUndefined()
  })

  it('ends after its idle lifetime, and use moves that deadline', async () => {
    const clock = atTime(new Date('2026-01-01T00:00:00Z'))
    const { token } = await clock.service.start({ userId, rememberMe: false })
    const idle = SESSION_LIFETIMES.visit.idleMs
    clock.advance(idle - 60_000)
    expect(await clock.service.verify(token)).toBeDefined()
    clock.advance(idle - 60_000)
    expect(await clock.service.verify(token)).toBeDefined()
    clock.advance(idle + 1)
    expect(await clock.service.verify(token)).toBeUndefined()
  })

  it('ends at its absolute lifetime however often it is used', async () => {
    const clock = atTime(new Date('2026-01-01T00:00:00Z'))
    const { token } = await clock.service.start({ userId, rememberMe: true })
    for (let day = 0; day < 89; day += 10) {
      clock.advance(10 * DAY)
      if (day + 10 < 90) expect(await clock.service.verify(token)).toBeDefined()
    }
    clock.advance(SESSION_LIFETIMES.remembered.absoluteMs)
    expect(await clock.service.verify(token)).toBeUndefined()
  })

  it('a revoked token opens nothing; ending all keeps only the device that asked', async () => {
    const service = t.app.services.sessions
    const phone = await service.start({ userId, rememberMe: true })
    const laptop = await service.start({ userId, rememberMe: true })
    const tablet = await service.start({ userId, rememberMe: false })
    await service.end(phone.session.id)
    expect(await service.verify(phone.token)).toBeUndefined()
    await service.endAllFor(userId, { keep: laptop.session.id })
    expect(await service.verify(laptop.token)).toBeDefined()
    expect(await service.verify(tablet.token)).toBeUndefined()
  })

  it('trusts a verified session for SESSION_CACHE_TTL_MS without reading it again', async () => {
    const clock = atTime(new Date())
    const { token } = await clock.service.start({ userId, rememberMe: true })
    expect(await clock.service.verify(token)).toBeDefined()
    // Revoked behind the service's back: only the cache can still answer for it.
    await t.app.ctx.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect(await clock.service.verify(token)).toBeDefined()
    clock.advance(SESSION_CACHE_TTL_MS)
    expect(await clock.service.verify(token)).toBeUndefined()
  })

  it('a sign-out is refused at once in its process and within the notify delay in another', async () => {
    const one = new SessionService(t.app.ctx.db)
    const two = new SessionService(t.app.ctx.db)
    const listeners = await Promise.all(
      [one, two].map((service) => watchSessionChanges(t.app.ctx.database, service.cache)),
    )
    try {
      const phone = await one.start({ userId, rememberMe: true })
      const laptop = await one.start({ userId, rememberMe: true })
      for (const service of [one, two])
        for (const { token } of [phone, laptop]) expect(await service.verify(token)).toBeDefined()
      await one.end(phone.session.id)
      expect(await one.verify(phone.token)).toBeUndefined()
      await expect.poll(() => two.verify(phone.token), { timeout: 2000 }).toBeUndefined()
      // A password change elsewhere: every session but the asking one, in both processes.
      await two.endAllFor(userId, { keep: phone.session.id })
      expect(await two.verify(laptop.token)).toBeUndefined()
      await expect.poll(() => one.verify(laptop.token), { timeout: 2000 }).toBeUndefined()
    } finally {
      await Promise.all(listeners.map((listener) => listener.close()))
    }
  })

  it('keeps no session read while a change to it was announced (it may predate the change)', () => {
    const cache = new SessionCache()
    const at = new Date()
    const session = {
      sessionId: 1,
      userId: 7,
      role: 'customer',
      customerId: 3,
      customerLanguage: 'en',
      rememberMe: false,
      lastSeenAt: at,
      idleExpiresAt: new Date(at.getTime() + DAY),
      absoluteExpiresAt: new Date(at.getTime() + DAY),
    }
    const mark = cache.mark()
    cache.forgetUser(7)
    cache.set('hash', session, at, mark)
    expect(cache.get('hash', at)).toBeUndefined()
    cache.set('hash', session, at, cache.mark())
    expect(cache.get('hash', at)).toBe(session)
  })

  it('while suspended keeps no session, and forgets what it had, until resumed', () => {
    const cache = new SessionCache()
    const at = new Date()
    const session = { sessionId: 1, userId: 7, lastSeenAt: at } as never
    cache.set('kept before', session, at, cache.mark())
    cache.suspend()
    expect(cache.get('kept before', at)).toBeUndefined()
    cache.set('read meanwhile', session, at, cache.mark())
    expect(cache.get('read meanwhile', at)).toBeUndefined()
    const markWhileSuspended = cache.mark()
    cache.resume()
    cache.set('read meanwhile', session, at, markWhileSuspended)
    expect(cache.get('read meanwhile', at)).toBeUndefined()
    cache.set('read after', session, at, cache.mark())
    expect(cache.get('read after', at)).toBe(session)
  })

  it('holds at most its bound, dropping the oldest', () => {
    const cache = new SessionCache(60_000, 2)
    const at = new Date()
    const session = (sessionId: number) =>
      ({ sessionId, userId: sessionId, lastSeenAt: at }) as never
    for (const id of [1, 2, 3]) cache.set(`h${id}`, session(id), at, cache.mark())
    expect(cache.size).toBe(2)
    expect(cache.get('h1', at)).toBeUndefined()
    expect(cache.get('h3', at)).toBeDefined()
  })
})
