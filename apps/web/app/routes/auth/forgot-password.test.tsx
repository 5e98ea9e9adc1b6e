import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { codeRequestedAt } from '#app/features/auth/sms-request-clock.ts'
import {
  refusal,
  renderAuthScreen,
  spyOnToasts,
  stubApi,
} from '#app/features/auth/test/auth-test-kit.tsx'
import ForgotPasswordPage from './forgot-password.tsx'

const CODE_SENT = 'If this number belongs to an account, a 6-digit code is on its way by SMS.'

describe('forgot password page', () => {
  it('checks the phone number as it changes', async () => {
    const calls = stubApi({})
    renderAuthScreen(<ForgotPasswordPage />, '/auth/forgot-password')
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(/^Phone number/), '9')
    expect(await screen.findByText('Invalid phone number format')).toBeTruthy()
    await events.click(screen.getByRole('button', { name: 'Request Reset Password' }))
    expect(calls).toHaveLength(0)
  })

  it('asks for a code for the number in its stored form and opens the code screen', async () => {
    const calls = stubApi({ 'POST /auth/forgetPassword': { body: { message: CODE_SENT } } })
    const toasts = spyOnToasts()
    const { router } = renderAuthScreen(<ForgotPasswordPage />, '/auth/forgot-password')
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(/^Phone number/), '+959790000123')
    const before = Date.now()
    await events.click(screen.getByRole('button', { name: 'Request Reset Password' }))

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/auth/validate-sms-code/09790000123'),
    )
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/forgetPassword', body: { phoneNumber: '09790000123' } },
    ])
    expect(toasts.success).toHaveBeenCalledWith(CODE_SENT)
    // The resend timer counts from this moment.
    expect(codeRequestedAt('09790000123')).toBeGreaterThanOrEqual(before)
  })

  it('shows "please wait" from the server as a red toast and stays', async () => {
    const wait = 'Please wait for a moment before asking for another code.'
    stubApi({
      'POST /auth/forgetPassword': refusal(429, 'RATE_LIMITED', wait),
    })
    const toasts = spyOnToasts()
    const { router } = renderAuthScreen(<ForgotPasswordPage />, '/auth/forgot-password')
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(/^Phone number/), '09790000123')
    await events.click(screen.getByRole('button', { name: 'Request Reset Password' }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(wait))
    expect(router.state.location.pathname).toBe('/auth/forgot-password')
    expect(codeRequestedAt('09790000123')).toBeUndefined()
  })
})
