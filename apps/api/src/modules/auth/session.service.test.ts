import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { sessions, users } from '../../db/schema/index.ts'
import { hashToken } from '../../lib/tokens.ts'
import { SessionService } from './session.service.ts'
import { SESSION_LIFETIMES } from './session-lifetimes.ts'

let t: TestApp
let userId: number
const DAY = 24 * 60 * 60 * 1000

/** A session service whose clock the test moves. */
function atTime(start: Date) {
  let now = start.getTime()
  const service = new SessionService(t.app.ctx.db, () => new Date(now))
  return { service, advance: (ms: number) => (now += ms) }
}

beforeAll(async () => {
  t = await createTestApp()
  const [user] = await t.app.ctx.db.select({ id: users.id }).from(users).limit(1)
  userId = user?.id ?? 0
})
afterAll(() => t?.close())

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
})
