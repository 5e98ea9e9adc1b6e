import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNT } from '#app/db/demo-seed/demo-account.ts'
import { sessions, users } from '#app/db/schema/index.ts'
import { DUMMY_PASSWORD_HASH } from '#app/lib/passwords.ts'
import { hashToken } from '#app/lib/tokens.ts'
import { call, login, post, register } from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const sessionCookie = (answer: { cookies: { name: string }[] }) =>
  answer.cookies.find((cookie) => cookie.name === 'kyanma_session') as
    | { value: string; expires?: Date; httpOnly?: boolean }
    | undefined

describe('POST /auth/customers (sign in)', () => {
  it('signs in the demo customer', async () => {
    const answer = await login(t.app, DEMO_ACCOUNT.phoneNumber, DEMO_ACCOUNT.password)
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({
      displayName: DEMO_ACCOUNT.displayName,
      email: DEMO_ACCOUNT.email,
      role: 'customer',
    })
  })

  it('takes the phone number in every writing and the email in any case', async () => {
    const account = await register(t.app, { user: 'Mya.Mya@Example.com' })
    const national = account.phoneNumber.slice(2)
    const burmese = account.phoneNumber.replace(/\d/g, (d) => String.fromCodePoint(0x1040 + +d))
    const writings = [
      account.phoneNumber,
      `+959${national}`,
      `959 ${national}`,
      `0095 9${national}`,
      burmese,
      'MYA.MYA@EXAMPLE.COM',
      ' mya.mya@example.com ',
    ]
    for (const user of writings) {
      const answer = await login(t.app, user, account.password)
      expect(answer.status, user).toBe(200)
      expect(answer.body.user.id).toBe(account.userId)
    }
  })

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const account = await register(t.app)
    const wrongPassword = await login(t.app, account.phoneNumber, 'not-it-1')
    const unknownPhone = await login(t.app, '09 999 999 999', 'not-it-1')
    const unknownEmail = await login(t.app, 'nobody@example.com', 'not-it-1')
    for (const answer of [wrongPassword, unknownPhone, unknownEmail]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({
        code: 'WRONG_CREDENTIALS',
        message: 'The phone number, email or password is not correct.',
      })
      expect(sessionCookie(answer)).toBeUndefined()
    }
  })

  it('verifies a password hash for an unknown account too (the dummy one), so both take as long', async () => {
    const account = await register(t.app)
    const verifyHash = vi.spyOn(t.app.services.passwords, 'verifyHash')
    await login(t.app, 'nobody-at-all@example.com', 'whatever1')
    expect(verifyHash).toHaveBeenCalledTimes(1)
    expect(verifyHash).toHaveBeenLastCalledWith(DUMMY_PASSWORD_HASH, 'whatever1')
    await login(t.app, account.user, 'whatever1')
    expect(verifyHash).toHaveBeenCalledTimes(2)
    expect(verifyHash.mock.lastCall?.[0]).toMatch(/^\$argon2id\$/)
    expect(verifyHash.mock.lastCall?.[0]).not.toBe(DUMMY_PASSWORD_HASH)
    // An account without a password (seeded shoppers, social sign-in) also takes the dummy path.
    const [passwordless] = await t.app.ctx.db
      .select({ phone: users.phoneNumber, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.displayName, 'Aung Ko Ko'))
    expect(passwordless?.passwordHash).toBeNull()
    const answer = await login(t.app, passwordless!.phone!, 'whatever1')
    expect(answer.status).toBe(401)
    expect(verifyHash).toHaveBeenLastCalledWith(DUMMY_PASSWORD_HASH, 'whatever1')
    verifyHash.mockRestore()
  })

  it('rememberMe sets a cookie that outlives the browser; without it, a browser-session cookie', async () => {
    const account = await register(t.app)
    const remembered = await login(t.app, account.phoneNumber, account.password, {
      rememberMe: true,
    })
    expect(remembered.body.rememberMe).toBe(true)
    const cookie = sessionCookie(remembered)
    expect(cookie?.value).toBe(remembered.body.accessToken)
    expect(cookie?.expires?.toISOString().slice(0, 16)).toBe(remembered.body.expiresAt.slice(0, 16))
    const days = (Date.parse(remembered.body.expiresAt) - Date.now()) / 86_400_000
    expect(Math.round(days)).toBe(90)

    const visit = await login(t.app, account.phoneNumber, account.password)
    expect(visit.body.rememberMe).toBe(false)
    expect(sessionCookie(visit)?.expires).toBeUndefined()
    expect(sessionCookie(visit)?.httpOnly).toBe(true)
  })

  it('keeps the device and the client address with the session', async () => {
    const account = await register(t.app)
    const answer = await post(
      t.app,
      '/api/auth/customers',
      {
        user: account.user,
        password: account.password,
        deviceId: 'Mozilla/5.0 (iPhone)',
        deviceOS: 'iOS',
      },
      { address: '10.200.1.2' },
    )
    const [row] = await t.app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(answer.body.accessToken)))
    expect(row).toMatchObject({
      deviceId: 'Mozilla/5.0 (iPhone)',
      deviceOS: 'iOS',
      ipAddress: '10.200.1.2',
    })
  })

  it.each([
    ['an empty user', { user: '', password: 'secret12' }, 'user', 'Email is required'],
    ['no user', { password: 'secret12' }, 'user', 'Email is required'],
    ['an empty password', { user: 'a@b.co', password: '' }, 'password', 'Password is required'],
    ['no password', { user: 'a@b.co' }, 'password', 'Password is required'],
  ])("answers 400 with the spec's message for %s", async (_, body, field, message) => {
    const answer = await post(t.app, '/api/auth/customers', body)
    expect(answer.status).toBe(400)
    expect(answer.body.issues).toContainEqual({ path: `body.${field}`, message })
    expect(answer.body.message).toContain(message)
  })
})

describe('signing out and dead tokens', () => {
  it('logout ends the session and clears the cookie; the token then gets 401 everywhere', async () => {
    const account = await register(t.app)
    const out = await post(t.app, '/api/auth/logout', undefined, { token: account.token })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ message: messages.signedOut })
    const cleared = sessionCookie(out)
    expect(cleared?.value).toBe('')
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now())

    const again = await post(t.app, '/api/auth/logout', undefined, { token: account.token })
    expect(again.status).toBe(401)
    expect(again.body.message).toBe(messages.sessionEnded)
    const change = await post(
      t.app,
      '/api/me/changePassword',
      { oldPassword: account.password, newPassword: 'another1' },
      { token: account.token },
    )
    expect(change.status).toBe(401)
    expect(change.body.message).toBe(messages.sessionEnded)
    // The same token in the cookie is as dead as in the header.
    const byCookie = await call(t.app, 'POST', '/api/auth/logout', {
      headers: { cookie: `kyanma_session=${account.token}` },
    })
    expect(byCookie.status).toBe(401)
  })

  it('a revoked token gets 401; another session of the same account goes on', async () => {
    const account = await register(t.app)
    const other = await login(t.app, account.phoneNumber, account.password)
    await t.app.ctx.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(account.token)))
    const dead = await post(t.app, '/api/auth/logout', undefined, { token: account.token })
    expect(dead.status).toBe(401)
    expect(dead.body.message).toBe(messages.sessionEnded)
    const alive = await post(t.app, '/api/auth/logout', undefined, {
      token: other.body.accessToken,
    })
    expect(alive.status).toBe(200)
  })

  it('logout without a session asks to sign in', async () => {
    const answer = await post(t.app, '/api/auth/logout', undefined)
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe(messages.signInRequired)
  })
})
