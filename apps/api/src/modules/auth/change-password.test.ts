import { messages } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { login, post, register } from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const CHANGE = '/api/me/changePassword'

describe('POST /me/changePassword', () => {
  it('sets the new password, ends every other session and keeps this one', async () => {
    const account = await register(t.app)
    const phone = await login(t.app, account.phoneNumber, account.password, { rememberMe: true })
    const tablet = await login(t.app, account.user, account.password)

    const answer = await post(
      t.app,
      CHANGE,
      { oldPassword: account.password, newPassword: 'changed-1' },
      { token: phone.body.accessToken },
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      message: 'You have changed your password...',
      accessToken: phone.body.accessToken,
      expiresAt: phone.body.expiresAt,
    })

    for (const token of [account.token, tablet.body.accessToken]) {
      const dead = await post(t.app, '/api/auth/logout', undefined, { token })
      expect(dead.status).toBe(401)
      expect(dead.body.message).toBe(messages.sessionEnded)
    }
    expect((await login(t.app, account.phoneNumber, account.password)).status).toBe(401)
    expect((await login(t.app, account.phoneNumber, 'changed-1')).status).toBe(200)
    const stillIn = await post(t.app, '/api/auth/logout', undefined, {
      token: phone.body.accessToken,
    })
    expect(stillIn.status).toBe(200)
  })

  it('refuses a wrong current password and changes nothing', async () => {
    const account = await register(t.app)
    const other = await login(t.app, account.phoneNumber, account.password)
    const answer = await post(
      t.app,
      CHANGE,
      { oldPassword: 'not-mine-1', newPassword: 'changed-1' },
      { token: account.token },
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is not correct.',
    })
    expect((await login(t.app, account.phoneNumber, account.password)).status).toBe(200)
    const alive = await post(t.app, '/api/auth/logout', undefined, {
      token: other.body.accessToken,
    })
    expect(alive.status).toBe(200)
  })

  it('needs a session', async () => {
    const answer = await post(t.app, CHANGE, { oldPassword: 'secret12', newPassword: 'changed-1' })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe(messages.signInRequired)
  })

  it.each([
    ['no old password', { newPassword: 'changed-1' }, 'oldPassword', 'Old password is required'],
    [
      'an empty old password',
      { oldPassword: '', newPassword: 'changed-1' },
      'oldPassword',
      'Old password is required',
    ],
    ['no new password', { oldPassword: 'secret12' }, 'newPassword', 'New password is required'],
    [
      'an empty new password',
      { oldPassword: 'secret12', newPassword: '' },
      'newPassword',
      'New password is required',
    ],
    [
      'a short new password',
      { oldPassword: 'secret12', newPassword: 'abc' },
      'newPassword',
      'Password must have at least 6 characters',
    ],
    [
      'a long new password',
      { oldPassword: 'secret12', newPassword: 'a'.repeat(17) },
      'newPassword',
      'Password can only have 16 characters max',
    ],
  ])("answers 400 with the spec's message for %s", async (_, body, field, message) => {
    const account = await register(t.app)
    const answer = await post(t.app, CHANGE, body, { token: account.token })
    expect(answer.status).toBe(400)
    expect(answer.body.issues).toContainEqual({ path: `body.${field}`, message })
  })
})
