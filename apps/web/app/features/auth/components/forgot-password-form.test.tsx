import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { textsIn } from '#app/lib/texts.ts'
import { auth } from '#app/locales/en/auth.ts'
import { loadBurmeseTexts, renderAuthScreen, spyOnToasts, stubApi } from '../test/auth-test-kit.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'

const CODE_SENT = 'If this number belongs to an account, a 6-digit code is on its way by SMS.'
const phoneField = () => screen.getByRole('textbox', { name: /Phone number/ })

describe('forgot password: the phone number', () => {
  it('takes a number typed in Burmese digits on a Burmese page and sends it as 09...', async () => {
    const calls = stubApi({ 'POST /auth/forgetPassword': { body: { message: CODE_SENT } } })
    const toasts = spyOnToasts()
    await loadBurmeseTexts()
    const burmese = textsIn('my', auth).forgotPassword
    const { router } = renderAuthScreen(<ForgotPasswordForm />, '/my/auth/forgot-password')
    expect(screen.queryByText('Request Reset Password')).toBeNull()
    const field = screen.getByRole('textbox', { name: new RegExp(burmese.phoneNumber) })
    const events = userEvent.setup()
    await events.type(field, '၀၉ ၇၉၀ ၀၀၀ ၁၂၃')
    expect(field.getAttribute('aria-invalid')).not.toBe('true')
    await events.click(screen.getByRole('button', { name: burmese.submit }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my/auth/validate-sms-code/09790000123'),
    )
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/forgetPassword', body: { phoneNumber: '09790000123' } },
    ])
    expect(toasts.success).toHaveBeenCalledWith(CODE_SENT)
  })

  it('refuses a number that is not a Myanmar mobile, in any digits', async () => {
    const calls = stubApi({})
    renderAuthScreen(<ForgotPasswordForm />, '/auth/forgot-password')
    const events = userEvent.setup()
    await events.type(phoneField(), '၀၈၁၂၃')
    await events.click(screen.getByRole('button', { name: 'Request Reset Password' }))
    expect(phoneField().getAttribute('aria-invalid')).toBe('true')
    expect(calls).toHaveLength(0)
  })
})
