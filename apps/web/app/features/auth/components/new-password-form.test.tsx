import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { codeRequestedAt, rememberCodeRequest } from '../sms-request-clock.ts'
import { refusal, renderAuthScreen, spyOnToasts, stubApi } from '../test/auth-test-kit.tsx'
import { NewPasswordForm } from './new-password-form.tsx'

const PHONE = '09790000123'
const TOKEN = 'reset-token-abc'
const URL = `/auth/reset-password/${PHONE}/${TOKEN}`
const CHANGED = 'You have changed your password...'
const password = () => screen.getByLabelText(/^New password/)
const confirm = () => screen.getByLabelText(/^Confirm new password/)

/** Draws the form at its address, types the new password and its confirmation, and sends them. */
async function sendNewPassword(typed: string, confirmation = typed) {
  const view = renderAuthScreen(<NewPasswordForm user={PHONE} token={TOKEN} />, URL)
  const events = userEvent.setup()
  await events.type(password(), typed)
  await events.type(confirm(), confirmation)
  await events.click(screen.getByRole('button', { name: 'Confirm & Update Password' }))
  return view
}

describe('new password form', () => {
  it('checks the password and its confirmation as they change', async () => {
    renderAuthScreen(<NewPasswordForm user={PHONE} token={TOKEN} />, URL)
    const events = userEvent.setup()
    await events.type(password(), 'a')
    await events.clear(password())
    expect(await screen.findByText('Password is required')).toBeTruthy()
    await events.type(password(), 'abc')
    expect(await screen.findByText('Password must have at least 6 characters')).toBeTruthy()
    await events.type(password(), 'defghijklmnopq')
    expect(await screen.findByText('Password can only have 16 characters max')).toBeTruthy()
    await events.clear(password())
    await events.type(password(), 'newsecret1')
    await events.type(confirm(), 'newsecret2')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    await events.type(confirm(), '{Backspace}1')
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull())
  })

  it('refuses a password of spaces only before sending anything', async () => {
    const calls = stubApi({})
    await sendNewPassword('        ')
    expect(
      (await screen.findAllByText('A password cannot be only spaces.')).length,
    ).toBeGreaterThan(0)
    expect(calls).toHaveLength(0)
  })

  it('does not send a confirmation that does not match', async () => {
    const calls = stubApi({})
    await sendNewPassword('newsecret1', 'newsecret2')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('sets the new password with the reset token, says so and goes to login', async () => {
    const calls = stubApi({ 'POST /auth/resetPassword': { body: { message: CHANGED } } })
    const toasts = spyOnToasts()
    rememberCodeRequest(PHONE)
    const { router } = await sendNewPassword('newsecret1')

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/resetPassword',
        body: { newPassword: 'newsecret1', user: PHONE, oldPassword: TOKEN },
      },
    ])
    expect(toasts.success).toHaveBeenCalledWith(CHANGED)
    expect(codeRequestedAt(PHONE)).toBeUndefined()
  })

  it("shows an expired reset's message in a red toast and stays", async () => {
    const expired = 'This password reset has expired. Please start again.'
    stubApi({
      'POST /auth/resetPassword': refusal(400, 'BAD_REQUEST', expired),
    })
    const toasts = spyOnToasts()
    const { router } = await sendNewPassword('newsecret1')
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(expired))
    expect(router.state.location.pathname).toBe(URL)
  })
})
