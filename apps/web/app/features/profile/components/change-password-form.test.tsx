import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { renderInApp } from '#test/render.tsx'
import { ChangePasswordForm } from './change-password-form.tsx'

const field = {
  current: () => screen.getByLabelText(/^Current password/) as HTMLInputElement,
  next: () => screen.getByLabelText(/^New password/) as HTMLInputElement,
  confirm: () => screen.getByLabelText(/^Confirm new password/) as HTMLInputElement,
}
const submit = () => screen.getByRole('button', { name: 'Change Password' })
const CHANGED = 'You have changed your password...'

function renderForm() {
  renderInApp(<ChangePasswordForm username="aye@example.com" />, { queryClient: makeQueryClient() })
}

async function fillIn(current: string, next: string, confirm: string) {
  const events = userEvent.setup()
  await events.type(field.current(), current)
  await events.type(field.next(), next)
  await events.type(field.confirm(), confirm)
  await events.click(submit())
}

describe('change password form', () => {
  it('asks for the current and the new password, with the spec messages', async () => {
    const calls = stubApi({})
    renderForm()
    await userEvent.setup().click(submit())
    expect(await screen.findByText('Old password is required')).toBeTruthy()
    expect(screen.getByText('New password is required')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('checks the new password as it changes and the confirmation against it', async () => {
    renderForm()
    const events = userEvent.setup()
    await events.type(field.next(), 'abc')
    expect(await screen.findByText('Password must have at least 6 characters')).toBeTruthy()
    await events.type(field.next(), 'defghijklmnopq')
    expect(await screen.findByText('Password can only have 16 characters max')).toBeTruthy()
    await events.clear(field.next())
    await events.type(field.next(), 'newsecret1')
    await events.type(field.confirm(), 'newsecret2')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    // Changing the new password to the confirmation's value clears it.
    await events.clear(field.next())
    await events.type(field.next(), 'newsecret2')
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull())
  })

  it('does not send a confirmation that does not match', async () => {
    const calls = stubApi({})
    renderForm()
    await fillIn('oldsecret', 'newsecret1', 'newsecret9')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('sends the old and new password, keeps the new token on this device and says so', async () => {
    window.sessionStorage.setItem('accessToken', 'old-token')
    const calls = stubApi({
      'POST /me/changePassword': {
        body: { message: CHANGED, accessToken: 'new-token', expiresAt: '2027-01-01T00:00:00Z' },
      },
    })
    const toasts = spyOnToasts()
    renderForm()
    await fillIn('oldsecret', 'newsecret1', 'newsecret1')

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(CHANGED))
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/me/changePassword',
        body: { oldPassword: 'oldsecret', newPassword: 'newsecret1' },
      },
    ])
    expect(window.sessionStorage.getItem('accessToken')).toBe('new-token')
    // The form is emptied: the passwords do not stay on screen.
    expect(field.current().value).toBe('')
    expect(field.next().value).toBe('')
    expect(field.confirm().value).toBe('')
  })

  it("shows a wrong current password's message in a red toast and keeps the token", async () => {
    window.sessionStorage.setItem('accessToken', 'old-token')
    const wrong = 'Your current password is not correct.'
    stubApi({
      'POST /me/changePassword': refusal(400, 'BAD_REQUEST', wrong),
    })
    const toasts = spyOnToasts()
    renderForm()
    await fillIn('not-it', 'newsecret1', 'newsecret1')
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(wrong))
    expect(window.sessionStorage.getItem('accessToken')).toBe('old-token')
    expect(toasts.success).not.toHaveBeenCalled()
  })
})
