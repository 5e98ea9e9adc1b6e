import { messages } from '@kyanma/shared'
import { describe, expect, it, vi } from 'vitest'
import { SmsDeliveryError } from '#app/lib/sms/sms-sender.ts'
import { lastCodeTo, login, moveClockAhead, post, register } from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp({ restoreMocks: true })

const askCode = (phoneNumber: string) => post(t.app, '/api/auth/forgetPassword', { phoneNumber })
const sendCode = (user: string, token: string) =>
  post(t.app, '/api/auth/resetPasswordBySms', { user, token })
const resetPassword = (user: string, resetToken: string, newPassword: string) =>
  post(t.app, '/api/auth/resetPassword', { user, oldPassword: resetToken, newPassword })

describe('the reset token', () => {
  async function resetTokenOf(phone: string) {
    await askCode(phone)
    const answer = await sendCode(phone, lastCodeTo(t.app, phone))
    return answer.body.message as string
  }

  it("is refused when made up, another account's, or past its 15 minutes", async () => {
    const [a, b] = [await register(t.app), await register(t.app)]
    const invalid = { code: 'RESET_EXPIRED', message: messages.resetTokenInvalid }
    const madeUp = await resetPassword(a.phoneNumber, 'x'.repeat(43), 'brand-new1')
    expect(madeUp.status).toBe(400)
    expect(madeUp.body).toEqual(invalid)

    const tokenOfA = await resetTokenOf(a.phoneNumber)
    const otherAccount = await resetPassword(b.phoneNumber, tokenOfA, 'brand-new1')
    expect(otherAccount.body).toEqual(invalid)
    expect((await login(t.app, b.phoneNumber, b.password)).status).toBe(200)

    moveClockAhead(t.app, 15 * 60_000 + 1000)
    const late = await resetPassword(a.phoneNumber, tokenOfA, 'brand-new1')
    expect(late.body).toEqual(invalid)
    vi.restoreAllMocks()
    expect((await login(t.app, a.phoneNumber, a.password)).status).toBe(200)
  })
})

describe('when the SMS cannot be sent', () => {
  it('answers 502 and lets the user ask again at once', async () => {
    const account = await register(t.app)
    vi.spyOn(t.app.services.sms, 'send').mockRejectedValueOnce(new SmsDeliveryError('HTTP 503'))
    const failed = await askCode(account.phoneNumber)
    expect(failed.status).toBe(502)
    expect(failed.body).toEqual({
      code: 'SMS_NOT_SENT',
      message: 'We could not send the SMS. Please try again.',
    })
    const retry = await askCode(account.phoneNumber)
    expect(retry.status).toBe(200)
    expect(
      (await sendCode(account.phoneNumber, lastCodeTo(t.app, account.phoneNumber))).status,
    ).toBe(200)
  })
})

describe("recovery answers the spec's validation messages (section 5)", () => {
  it.each([
    [
      '/api/auth/forgetPassword',
      { phoneNumber: '0' },
      'phoneNumber',
      'Invalid phone number format',
    ],
    ['/api/auth/forgetPassword', {}, 'phoneNumber', 'Invalid phone number format'],
    [
      '/api/auth/resetPasswordBySms',
      { user: '09790000001', token: '12345' },
      'token',
      'SMS code is required.',
    ],
    [
      '/api/auth/resetPasswordBySms',
      { user: '09790000001', token: '12a456' },
      'token',
      'SMS code is required.',
    ],
    ['/api/auth/resetPasswordBySms', { user: '09790000001' }, 'token', 'SMS code is required.'],
    [
      '/api/auth/resetPasswordBySms',
      { user: 'x', token: '123456' },
      'user',
      'Invalid phone number format',
    ],
    [
      '/api/auth/resetPassword',
      { user: '09790000001', oldPassword: 't', newPassword: '' },
      'newPassword',
      'Password is required',
    ],
    [
      '/api/auth/resetPassword',
      { user: '09790000001', oldPassword: 't', newPassword: 'abc' },
      'newPassword',
      'Password must have at least 6 characters',
    ],
    [
      '/api/auth/resetPassword',
      { user: '09790000001', oldPassword: 't', newPassword: 'a'.repeat(17) },
      'newPassword',
      'Password can only have 16 characters max',
    ],
  ])('%s %j → 400', async (url, body, field, message) => {
    const answer = await post(t.app, url, body)
    expect(answer.status).toBe(400)
    expect(answer.body.issues).toContainEqual({ path: `body.${field}`, message })
    expect(answer.body.message).toContain(message)
  })
})
