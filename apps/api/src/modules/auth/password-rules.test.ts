import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#app/db/schema/index.ts'
import {
  call,
  lastCodeTo,
  login,
  newAddress,
  post,
  register,
  registration,
} from '#test/auth-helpers.ts'
import { useAppAsAdmin } from '#test/staff-helpers.ts'

/**
 * Issue 14: a password of spaces only, or one of the 10,000 most common (any case), is refused
 * everywhere a password is set; the 6-16 length rule is unchanged.
 */
const t = useAppAsAdmin()

const tooCommon = { status: 400, message: messages.passwordTooCommon }
const onlySpaces = { status: 400, message: messages.passwordOnlySpaces }
/** The status and the first message (a refusal joins one message per field that failed). */
const outcome = (answer: { status: number; body: { message: string } }) => ({
  status: answer.status,
  message: answer.body.message.split('; ')[0],
})

const userWithEmail = async (email: string) =>
  (await t.app.ctx.db.select().from(users).where(eq(users.email, email)))[0]

describe('registration', () => {
  it.each([
    ['a common password', 'password1', tooCommon],
    ['a common password in capitals', 'IloveYou', tooCommon],
    ['a common password with spaces around', ' qwerty123 ', tooCommon],
    ['spaces only', '        ', onlySpaces],
  ])('refuses %s and creates no account', async (_, password, expected) => {
    const body = registration({ password, confirmPassword: password })
    const answer = await post(t.app, '/api/auth/customers/register', body)
    expect(outcome(answer)).toEqual(expected)
    expect(await userWithEmail(body.user)).toBeUndefined()
  })

  it('still takes an uncommon password, and keeps the length rule', async () => {
    const body = registration({ password: 'mandalay-tea7', confirmPassword: 'mandalay-tea7' })
    expect((await post(t.app, '/api/auth/customers/register', body)).status).toBe(201)
    const short = registration({ password: 'ab1', confirmPassword: 'ab1' })
    const answer = await post(t.app, '/api/auth/customers/register', short)
    expect(outcome(answer)).toEqual({ status: 400, message: messages.passwordTooShort })
  })
})

describe('password change', () => {
  it.each([
    ['a common password', 'letmein1', tooCommon],
    ['spaces only', '       ', onlySpaces],
  ])('refuses %s and keeps the old password', async (_, newPassword, expected) => {
    const account = await register(t.app)
    const answer = await post(
      t.app,
      '/api/me/changePassword',
      { oldPassword: account.password, newPassword },
      { token: account.token },
    )
    expect(outcome(answer)).toEqual(expected)
    expect((await login(t.app, account.phoneNumber, account.password)).status).toBe(200)
  })
})

describe('password reset by SMS', () => {
  it('refuses a common password or spaces only, and the reset token still works after', async () => {
    const account = await register(t.app)
    const address = newAddress()
    await post(t.app, '/api/auth/forgetPassword', { phoneNumber: account.phoneNumber }, { address })
    const code = lastCodeTo(t.app, account.phoneNumber)
    const verified = await post(
      t.app,
      '/api/auth/resetPasswordBySms',
      { user: account.phoneNumber, token: code },
      { address },
    )
    const reset = (newPassword: string) =>
      post(t.app, '/api/auth/resetPassword', {
        user: account.phoneNumber,
        oldPassword: verified.body.message,
        newPassword,
      })
    expect(outcome(await reset('Password1'))).toEqual(tooCommon)
    expect(outcome(await reset('          '))).toEqual(onlySpaces)
    expect((await login(t.app, account.phoneNumber, account.password)).status).toBe(200)
    expect((await reset('golden-rock-22')).status).toBe(200)
    expect((await login(t.app, account.phoneNumber, 'golden-rock-22')).status).toBe(200)
  })
})

describe('staff accounts made by an admin', () => {
  it.each([
    ['a common password', '1qaz2wsx3edc', tooCommon],
    ['spaces only', ' '.repeat(12), onlySpaces],
  ])('refuses %s and creates no account', async (_, password, expected) => {
    const email = `common-${Date.now()}-${password.trim().length}@kyanma.test`
    const answer = await call(t.app, 'POST', '/api/admin/staff', {
      token: t.adminToken,
      body: { displayName: 'Thida', email, password, role: 'staff' },
    })
    expect(outcome(answer)).toEqual(expected)
    expect(await userWithEmail(email)).toBeUndefined()
  })
})
