import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNT } from '#app/db/demo-seed/demo-account.ts'
import { customers, sessions, users } from '#app/db/schema/index.ts'
import { hashToken } from '#app/lib/tokens.ts'
import { newEmail, newPhone, post, registration } from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const REGISTER = '/api/auth/customers/register'

describe('POST /auth/customers/register', () => {
  it('creates a customer, signs it in and sets the session cookie', async () => {
    const phone = newPhone()
    const body = registration({
      phoneNumber: `+95 ${phone.slice(1, 2)} ${phone.slice(2)}`,
      user: '  Thida.Win@Example.COM ',
      displayName: ' Thida Win ',
    })
    const answer = await post(t.app, REGISTER, body, { address: '10.9.9.9' })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      rememberMe: false,
      user: {
        displayName: 'Thida Win',
        phoneNumber: phone,
        email: 'thida.win@example.com',
        role: 'customer',
        profileImage: null,
      },
    })
    const token = answer.body.accessToken
    expect(answer.body.user.currentToken).toBe(token)
    const cookie = answer.cookies.find((c) => c.name === 'kyanma_session')
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.secure).toBeFalsy()
    expect(cookie?.expires).toBeUndefined()

    const db = t.app.ctx.db
    const [user] = await db.select().from(users).where(eq(users.id, answer.body.user.id))
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(user?.passwordHash).not.toContain(body.password)
    const [customer] = await db.select().from(customers).where(eq(customers.userId, user!.id))
    expect(customer?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect(session).toMatchObject({
      userId: user!.id,
      deviceId: 'Mozilla/5.0 (test)',
      deviceOS: 'Linux',
      ipAddress: '10.9.9.9',
      rememberMe: false,
    })
  })

  it('gives every customer a different referral code', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const answer = await post(t.app, REGISTER, registration())
      const [row] = await t.app.ctx.db
        .select({ code: customers.referralCode })
        .from(customers)
        .where(eq(customers.userId, answer.body.user.id))
      codes.add(row!.code)
    }
    expect(codes.size).toBe(5)
  })

  it('refuses a phone number that has an account, however it is written', async () => {
    const answer = await post(
      t.app,
      REGISTER,
      registration({ phoneNumber: '၀၉ ၇၉၀ ၀၀၀ ၀၀၁' }), // the demo account's number in Burmese digits
    )
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(messages.phoneTaken)
  })

  it('refuses an email that has an account, whatever its case', async () => {
    const answer = await post(t.app, REGISTER, registration({ user: 'DEMO@Kyanma.Shop' }))
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(messages.emailTaken)
    expect(DEMO_ACCOUNT.email).toBe('demo@kyanma.shop')
  })

  it('gives one account and one clear refusal when the same person signs up twice at once', async () => {
    const phone = newPhone()
    const [a, b] = await Promise.all([
      post(t.app, REGISTER, registration({ phoneNumber: phone })),
      post(t.app, REGISTER, registration({ phoneNumber: phone })),
    ])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    expect([a, b].find((x) => x.status === 409)?.body.message).toBe(messages.phoneTaken)
    const email = newEmail()
    const [c, d] = await Promise.all([
      post(t.app, REGISTER, registration({ user: email })),
      post(t.app, REGISTER, registration({ user: email.toUpperCase() })),
    ])
    expect([c.status, d.status].sort()).toEqual([201, 409])
    expect([c, d].find((x) => x.status === 409)?.body.message).toBe(messages.emailTaken)
  })

  it('answers 409 when the number or address is taken between the check and the insert', async () => {
    const hasher = t.app.services.passwords
    const realHash = hasher.hash.bind(hasher)
    for (const [field, message] of [
      ['phoneNumber', messages.phoneTaken],
      ['user', messages.emailTaken],
    ] as const) {
      const body = registration()
      // Hashing runs between the check and the insert: another sign-up lands right then.
      const spy = vi.spyOn(hasher, 'hash').mockImplementationOnce(async (password) => {
        await t.app.ctx.db.insert(users).values({
          displayName: 'Quicker',
          ...(field === 'phoneNumber' ? { phoneNumber: body.phoneNumber } : { email: body.user }),
        })
        return realHash(password)
      })
      const answer = await post(t.app, REGISTER, body)
      spy.mockRestore()
      expect(answer.status).toBe(409)
      expect(answer.body.message.split('; ')).toContain(message)
    }
  })

  it('accepts an existing referral code and refuses an unknown one', async () => {
    const [demo] = await t.app.ctx.db
      .select({ code: customers.referralCode })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(users.email, DEMO_ACCOUNT.email))
    const known = await post(
      t.app,
      REGISTER,
      registration({ referralCode: ` ${demo!.code.toLowerCase()} ` }),
    )
    expect(known.status).toBe(201)
    const unknown = await post(t.app, REGISTER, registration({ referralCode: 'NOSUCH99' }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(messages.unknownReferralCode)
  })

  it('keeps the new account signed in when asked to', async () => {
    const answer = await post(t.app, REGISTER, registration({ rememberMe: true }))
    expect(answer.body.rememberMe).toBe(true)
    expect(answer.cookies.find((c) => c.name === 'kyanma_session')?.expires).toBeInstanceOf(Date)
  })
})

describe("registration answers the spec's validation messages (section 5)", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a one-letter name', { displayName: 'A' }, 'displayName', 'Invalid username'],
    ['a missing name', { displayName: undefined }, 'displayName', 'Invalid username'],
    ['a short phone number', { phoneNumber: '0' }, 'phoneNumber', 'Invalid phone number format'],
    [
      'a foreign number',
      { phoneNumber: '+66 81 234 5678' },
      'phoneNumber',
      'Invalid phone number format',
    ],
    ['an invalid email', { user: 'not-an-email' }, 'user', messages.invalidEmail],
    [
      'an empty password',
      { password: '', confirmPassword: '' },
      'password',
      'Password is required',
    ],
    [
      'a short password',
      { password: 'abc12', confirmPassword: 'abc12' },
      'password',
      'Password must have at least 6 characters',
    ],
    [
      'a long password',
      { password: 'a'.repeat(17), confirmPassword: 'a'.repeat(17) },
      'password',
      'Password can only have 16 characters max',
    ],
    [
      'different passwords',
      { confirmPassword: 'secret13' },
      'confirmPassword',
      'Passwords do not match',
    ],
  ]
  it.each(cases)('400 for %s', async (_, overrides, field, message) => {
    const answer = await post(t.app, REGISTER, registration(overrides))
    expect(answer.status).toBe(400)
    expect(answer.body.issues).toContainEqual({ path: `body.${field}`, message })
    // The toast shows the spec's text as it is, without the field's name in front.
    expect(answer.body.message.split('; ')).toContain(message)
  })
})
