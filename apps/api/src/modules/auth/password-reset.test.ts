import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { passwordResetTokens, smsCodes } from '#app/db/schema/index.ts'
import { hashToken } from '#app/lib/tokens.ts'
import {
  fixClock,
  lastCodeTo,
  login,
  moveClockAhead,
  newAddress,
  newPhone,
  outbox,
  post,
  register,
} from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp({ restoreMocks: true })

/** Each test's shopper asks from one address of their own (the limits count per address). */
let shopper: string
beforeEach(() => {
  shopper = newAddress()
})
const askCode = (phoneNumber: string) =>
  post(t.app, '/api/auth/forgetPassword', { phoneNumber }, { address: shopper })
const sendCode = (user: string, token: string, address = shopper) =>
  post(t.app, '/api/auth/resetPasswordBySms', { user, token }, { address })
const resetPassword = (user: string, resetToken: string, newPassword: string) =>
  post(t.app, '/api/auth/resetPassword', { user, oldPassword: resetToken, newPassword })

const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000')
const MINUTE = 60_000

describe('password recovery by SMS', () => {
  it('forgot → code by SMS → reset token → new password; every old session ends', async () => {
    const account = await register(t.app)
    const laptop = await login(t.app, account.user, account.password, { rememberMe: true })
    const national = account.phoneNumber.slice(2)

    const asked = await askCode(`+95 9 ${national}`)
    expect(asked.status).toBe(200)
    expect(asked.body).toEqual({ message: messages.codeSent })
    const sms = outbox(t.app).messagesTo(account.phoneNumber)
    expect(sms).toHaveLength(1)
    const code = lastCodeTo(t.app, account.phoneNumber)
    expect(sms[0]?.body).toBe(`Your Kyanma code is ${code}. It expires in 10 minutes.`)
    const [stored] = await t.app.ctx.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phoneNumber, account.phoneNumber))
    expect(stored?.codeHash).not.toContain(code)

    const verified = await sendCode(`959${national}`, code)
    expect(verified.status).toBe(200)
    const resetToken = verified.body.message as string
    expect(Buffer.from(resetToken, 'base64url')).toHaveLength(32)
    const [tokenRow] = await t.app.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(resetToken)))
    expect(tokenRow?.userId).toBe(account.userId)

    const reset = await resetPassword(account.phoneNumber, resetToken, 'brand-new1')
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ message: 'You have changed your password...' })

    for (const token of [account.token, laptop.body.accessToken]) {
      const dead = await post(t.app, '/api/auth/logout', undefined, { token })
      expect(dead.status).toBe(401)
    }
    expect((await login(t.app, account.phoneNumber, account.password)).status).toBe(401)
    expect((await login(t.app, account.phoneNumber, 'brand-new1')).status).toBe(200)
    // The reset token works once.
    const again = await resetPassword(account.phoneNumber, resetToken, 'brand-new2')
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(messages.resetTokenInvalid)
  })

  it('answers a number without an account exactly as one with an account, and sends nothing', async () => {
    const known = await register(t.app)
    const unknown = newPhone()
    const [a, b] = [await askCode(known.phoneNumber), await askCode(unknown)]
    expect(b.status).toBe(a.status)
    expect(b.body).toEqual(a.body)
    expect(outbox(t.app).messagesTo(unknown)).toEqual([])
    // Asking again too soon: the same refusal for both.
    const [c, d] = [await askCode(known.phoneNumber), await askCode(unknown)]
    expect(c.status).toBe(429)
    expect(d.status).toBe(429)
    expect(d.body).toEqual(c.body)
    expect(d.headers['retry-after']).toBe(c.headers['retry-after'])
    // And a code for it is just a wrong code.
    const guess = await sendCode(unknown, '123456')
    expect(guess.status).toBe(400)
    expect(guess.body.message).toBe(messages.codeWrong)
    const never = await sendCode(newPhone(), '123456')
    expect(never.body.message).toBe(messages.codeWrong)
  })

  it('a new code waits 5 minutes after the last one, and retires the older code', async () => {
    const clock = fixClock(t.app)
    const account = await register(t.app)
    await askCode(account.phoneNumber)
    const first = lastCodeTo(t.app, account.phoneNumber)
    const tooSoon = await askCode(account.phoneNumber)
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body.message).toBe('Please wait for a moment before asking for another code.')
    const wait = Number(tooSoon.headers['retry-after'])
    expect(wait).toBeGreaterThan(290)
    expect(wait).toBeLessThanOrEqual(300)
    expect(outbox(t.app).messagesTo(account.phoneNumber)).toHaveLength(1)

    clock.advance(4 * MINUTE)
    expect((await askCode(account.phoneNumber)).status).toBe(429)
    clock.advance(MINUTE + 1000)
    expect((await askCode(account.phoneNumber)).status).toBe(200)
    const second = lastCodeTo(t.app, account.phoneNumber)
    expect(outbox(t.app).messagesTo(account.phoneNumber)).toHaveLength(2)
    if (first !== second) {
      const old = await sendCode(account.phoneNumber, first)
      expect(old.body.message).toBe(messages.codeWrong)
    }
    expect((await sendCode(account.phoneNumber, second)).status).toBe(200)
  })

  it('after 5 wrong tries a code refuses the addresses that failed, not an address that did not', async () => {
    const account = await register(t.app)
    await askCode(account.phoneNumber)
    const code = lastCodeTo(t.app, account.phoneNumber)
    const [first, second] = [newAddress(), newAddress()]
    for (let i = 0; i < 5; i++) {
      const wrong = await sendCode(account.phoneNumber, wrongCode(code), i < 3 ? first : second)
      expect(wrong.status).toBe(400)
      expect(wrong.body.message).toBe('This code is not correct.')
    }
    const sixth = await sendCode(account.phoneNumber, code, first)
    expect(sixth.status).toBe(400)
    expect(sixth.body.message).toBe('Too many wrong tries. Please ask for a new code.')
    // A stranger's guesses cannot spend the owner's code.
    expect((await sendCode(account.phoneNumber, code)).status).toBe(200)
  })

  it('the right code on the fifth try still works', async () => {
    const account = await register(t.app)
    await askCode(account.phoneNumber)
    const code = lastCodeTo(t.app, account.phoneNumber)
    for (let i = 0; i < 4; i++) await sendCode(account.phoneNumber, wrongCode(code))
    expect((await sendCode(account.phoneNumber, code)).status).toBe(200)
  })

  it('a code expires after 10 minutes', async () => {
    const account = await register(t.app)
    await askCode(account.phoneNumber)
    const code = lastCodeTo(t.app, account.phoneNumber)
    moveClockAhead(t.app, 10 * MINUTE + 1000)
    const late = await sendCode(account.phoneNumber, code)
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('This code has expired. Please ask for a new one.')
  })

  it('a code works once', async () => {
    const account = await register(t.app)
    await askCode(account.phoneNumber)
    const code = lastCodeTo(t.app, account.phoneNumber)
    expect((await sendCode(account.phoneNumber, code)).status).toBe(200)
    const reused = await sendCode(account.phoneNumber, code)
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe('This code has already been used. Please ask for a new one.')
  })

  it('a code sent to one number does not work for another', async () => {
    const [a, b] = [await register(t.app), await register(t.app)]
    await askCode(a.phoneNumber)
    await askCode(b.phoneNumber)
    const codeOfA = lastCodeTo(t.app, a.phoneNumber)
    if (codeOfA !== lastCodeTo(t.app, b.phoneNumber)) {
      const answer = await sendCode(b.phoneNumber, codeOfA)
      expect(answer.body.message).toBe(messages.codeWrong)
    }
  })
})
