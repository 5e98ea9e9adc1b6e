import { messages } from '@kyanma/shared'
import { describe, expect, it, vi } from 'vitest'
import {
  type CallOptions,
  fixClock as fixClockOf,
  login,
  newAddress,
  newEmail,
  newPhone,
  outbox,
  post,
  register,
  registration,
} from '#test/auth-helpers.ts'
import { createTestApp, useTestApp } from '#test/test-app.ts'
import { AUTH_LIMITS, CODE_GUESSES, CODE_REQUESTS, LOGIN_GUESSES } from './auth-rate-limits.ts'

const t = useTestApp({ restoreMocks: true })

const HOUR = 60 * 60 * 1000
const fixClock = () => fixClockOf(t.app)

function expectTooMany(answer: { status: number; body: any; headers: Record<string, unknown> }) {
  expect(answer.status).toBe(429)
  expect(answer.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: messages.tooManyRequests })
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
}

describe('sign-in limits', () => {
  it(`stops one address after ${LOGIN_GUESSES.perTargetAndAddress.limit} wrong passwords on an account in 15 minutes`, async () => {
    fixClock()
    const account = await register(t.app)
    const address = newAddress()
    for (let i = 0; i < LOGIN_GUESSES.perTargetAndAddress.limit; i++) {
      expect((await login(t.app, account.phoneNumber, `guess-${i}x`, { address })).status).toBe(401)
    }
    // Even the right password, in another writing of the number, from that address.
    const national = account.phoneNumber.slice(2)
    const blocked = await login(t.app, `+959${national}`, account.password, { address })
    expectTooMany(blocked)
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60)
  })

  it('limits one client address, and a forged X-Forwarded-For does not reset it', async () => {
    fixClock()
    const address = newAddress()
    for (let i = 0; i < LOGIN_GUESSES.perAddress.limit; i++) {
      expect((await login(t.app, newEmail(), 'whatever1', { address })).status).toBe(401)
    }
    expectTooMany(await login(t.app, newEmail(), 'whatever1', { address }))
    const forged = await login(t.app, newEmail(), 'whatever1', {
      address,
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7' },
    })
    expectTooMany(forged)
    // Someone else (another address) is not affected.
    expect((await login(t.app, newEmail(), 'whatever1')).status).toBe(401)
  })
})

describe('sign-up limit', () => {
  it(`allows ${AUTH_LIMITS.registerPerAddress.limit} sign-ups an hour from one address`, async () => {
    fixClock()
    const address = newAddress()
    const taken = await register(t.app)
    for (let i = 0; i < AUTH_LIMITS.registerPerAddress.limit; i++) {
      const answer = await post(
        t.app,
        '/api/auth/customers/register',
        registration({ phoneNumber: taken.phoneNumber }),
        { address },
      )
      expect(answer.status).toBe(409)
    }
    const body = registration()
    expectTooMany(await post(t.app, '/api/auth/customers/register', body, { address }))
    expectTooMany(
      await post(t.app, '/api/auth/customers/register', body, {
        address,
        headers: { 'x-forwarded-for': '198.51.100.1' },
      }),
    )
  })
})

describe('password recovery limits', () => {
  const askCode = (phoneNumber: string, options: CallOptions) =>
    post(t.app, '/api/auth/forgetPassword', { phoneNumber }, options)
  const checkWrongCode = (user: string, options: CallOptions) =>
    post(t.app, '/api/auth/resetPasswordBySms', { user, token: '123456' }, options)

  it(`sends at most ${CODE_REQUESTS.perTarget.limit} codes an hour to one number for addresses that asked before`, async () => {
    const clock = fixClock()
    const account = await register(t.app)
    const ask = (address: string) => askCode(account.phoneNumber, { address })
    const [first, second] = [newAddress(), newAddress()]
    const perAddress = CODE_REQUESTS.perTargetAndAddress.limit
    for (let i = 0; i < CODE_REQUESTS.perTarget.limit; i++) {
      expect((await ask(i < perAddress ? first : second)).status).toBe(200)
      clock.advance(5 * 60 * 1000 + 1000)
    }
    expect(outbox(t.app).messagesTo(account.phoneNumber)).toHaveLength(
      CODE_REQUESTS.perTarget.limit,
    )
    expectTooMany(await ask(second))
    expectTooMany(await ask(first))
  })

  it('limits code requests from one address, X-Forwarded-For or not', async () => {
    fixClock()
    const address = newAddress()
    for (let i = 0; i < CODE_REQUESTS.perAddress.limit; i++) {
      expect((await askCode(newPhone(), { address })).status).toBe(200)
    }
    const forged = await askCode(newPhone(), {
      address,
      headers: { 'x-forwarded-for': '192.0.2.44' },
    })
    expectTooMany(forged)
  })

  it(`checks at most ${CODE_GUESSES.perTargetAndAddress.limit} wrong codes an hour for one number from one address`, async () => {
    fixClock()
    const phone = newPhone()
    const address = newAddress()
    for (let i = 0; i < CODE_GUESSES.perTargetAndAddress.limit; i++) {
      expect((await checkWrongCode(phone, { address })).status).toBe(400)
    }
    expectTooMany(await checkWrongCode(phone, { address }))
  })

  it('limits code checks from one address, X-Forwarded-For or not', async () => {
    fixClock()
    const address = newAddress()
    for (let i = 0; i < CODE_GUESSES.perAddress.limit; i++) {
      expect((await checkWrongCode(newPhone(), { address })).status).toBe(400)
    }
    expectTooMany(
      await checkWrongCode(newPhone(), {
        address,
        headers: { 'x-forwarded-for': '192.0.2.45' },
      }),
    )
  })
})

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  it("counts per the proxy's X-Forwarded-For address", async () => {
    const behindProxy = await createTestApp({ config: { trustProxy: true } })
    try {
      const proxy = newAddress()
      const spy = vi.spyOn(behindProxy.app.services.clock, 'now')
      spy.mockImplementation(() => new Date(Math.ceil(Date.now() / HOUR) * HOUR + 7 * HOUR))
      /** A code request for a new number, through the proxy, from the shopper at `shopper`. */
      const askCodeFrom = (shopper: string) =>
        post(
          behindProxy.app,
          '/api/auth/forgetPassword',
          { phoneNumber: newPhone() },
          { address: proxy, headers: { 'x-forwarded-for': shopper } },
        )
      for (let i = 0; i < CODE_REQUESTS.perAddress.limit; i++) await askCodeFrom('192.0.2.50')
      const sameShopper = await askCodeFrom('192.0.2.50')
      expect(sameShopper.status).toBe(429)
      const otherShopper = await askCodeFrom('192.0.2.51')
      expect(otherShopper.status).toBe(200)
    } finally {
      await behindProxy.close()
    }
  })
})
