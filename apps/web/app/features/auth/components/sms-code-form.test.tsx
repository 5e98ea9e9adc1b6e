import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { textsIn } from '#app/lib/texts.ts'
import { auth } from '#app/locales/en/auth.ts'
import {
  loadBurmeseTexts,
  refusal,
  renderAuthScreen,
  spyOnToasts,
  stubApi,
} from '../test/auth-test-kit.tsx'
import { SmsCodeForm } from './sms-code-form.tsx'

const PHONE = '09790000123'
const URL = `/auth/validate-sms-code/${PHONE}`
const box = (position: number) =>
  screen.getByRole('textbox', { name: `Digit ${position} of 6` }) as HTMLInputElement
const values = () => [1, 2, 3, 4, 5, 6].map((position) => box(position).value).join('')

/** The form for PHONE at `url`. */
const renderForm = (url = URL) => renderAuthScreen(<SmsCodeForm phoneNumber={PHONE} />, url)

/** The form with a box clicked, ready to type into; answers the typist and the router. */
async function startTyping(position = 1) {
  const { router } = renderForm()
  const events = userEvent.setup()
  await events.click(box(position))
  return { events, router }
}

describe('SMS code boxes', () => {
  it('moves to the next box after each digit', async () => {
    const { events } = await startTyping()
    await events.keyboard('482')
    expect(values()).toBe('482')
    expect(document.activeElement).toBe(box(4))
    expect(box(1).getAttribute('inputmode')).toBe('numeric')
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code')
    expect(box(2).getAttribute('autocomplete')).toBe('off')
  })

  it('goes back a box on Backspace in an empty one', async () => {
    const { events } = await startTyping()
    await events.keyboard('48')
    expect(document.activeElement).toBe(box(3))
    await events.keyboard('{Backspace}')
    expect(document.activeElement).toBe(box(2))
    await events.keyboard('{Backspace}')
    expect(values()).toBe('4')
  })

  it('fills all six boxes from a pasted code', async () => {
    const { events } = await startTyping(3)
    await events.paste('123 456')
    expect(values()).toBe('123456')
    expect(document.activeElement).toBe(box(6))
  })

  it("refuses anything but digits, saying 'Invalid input' on that box", async () => {
    const { events } = await startTyping()
    await events.keyboard('7x')
    expect(values()).toBe('7')
    expect(screen.getByText('Invalid input')).toBeTruthy()
    expect(box(2).getAttribute('aria-invalid')).toBe('true')
    await events.paste('12ab')
    expect(values()).toBe('7')
    // The next good digit clears it.
    await events.keyboard('3')
    expect(values()).toBe('73')
    expect(screen.queryByText('Invalid input')).toBeNull()
  })

  it("says 'SMS code is required.' when sent incomplete, and nothing is sent", async () => {
    const calls = stubApi({})
    const { events } = await startTyping()
    await events.keyboard('12')
    await events.click(screen.getByRole('button', { name: 'Submit' }))
    expect(screen.getByText('SMS code is required.')).toBeTruthy()
    expect(box(3).getAttribute('aria-invalid')).toBe('true')
    expect(box(1).getAttribute('aria-invalid')).toBeNull()
    expect(calls).toHaveLength(0)
    // Checked again on every change: complete, the message goes.
    await events.click(box(3))
    await events.keyboard('3456')
    expect(screen.queryByText('SMS code is required.')).toBeNull()
  })

  it('sends the six digits and goes to the new-password screen with the reset token', async () => {
    const calls = stubApi({
      'POST /auth/resetPasswordBySms': { body: { message: 'reset-token-abc' } },
    })
    const { events, router } = await startTyping()
    await events.paste('654321')
    await events.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/auth/reset-password/${PHONE}/reset-token-abc`),
    )
    expect(calls.filter((call) => call.path === '/auth/resetPasswordBySms')).toEqual([
      { method: 'POST', path: '/auth/resetPasswordBySms', body: { token: '654321', user: PHONE } },
    ])
  })

  it("shows a wrong code's message in a red toast and stays", async () => {
    stubApi({
      'POST /auth/resetPasswordBySms': refusal(400, 'BAD_REQUEST', 'This code is not correct.'),
    })
    const toasts = spyOnToasts()
    const { events, router } = await startTyping()
    await events.paste('000000')
    await events.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('This code is not correct.'))
    expect(router.state.location.pathname).toBe(URL)
  })

  it('takes a code typed over a digit already there', () => {
    renderForm()
    fireEvent.change(box(1), { target: { value: '5' } })
    fireEvent.change(box(1), { target: { value: '59' } })
    expect(box(1).value).toBe('9')
  })

  describe('in Burmese digits (issue 15)', () => {
    it('takes typed ၀-၉ as the digits 0-9, box by box', async () => {
      const { events } = await startTyping()
      await events.keyboard('၄၈၂')
      expect(values()).toBe('482')
      expect(document.activeElement).toBe(box(4))
      expect(screen.queryByText('Invalid input')).toBeNull()
    })

    it('takes a Burmese digit typed over a digit already there', () => {
      renderForm()
      fireEvent.change(box(1), { target: { value: '5' } })
      fireEvent.change(box(1), { target: { value: '5၉' } })
      expect(box(1).value).toBe('9')
    })

    it('sends a pasted Burmese code in Latin digits, from a Burmese page', async () => {
      const calls = stubApi({
        'POST /auth/resetPasswordBySms': { body: { message: 'reset-token-abc' } },
      })
      await loadBurmeseTexts()
      const burmese = textsIn('my', auth).smsCode
      const { router } = renderForm(`/my${URL}`)
      const burmeseBox = (position: number) =>
        screen.getByRole('textbox', { name: burmese.digit(position, 6) }) as HTMLInputElement
      expect(screen.getByText(burmese.label)).toBeTruthy()
      expect(screen.queryByText('SMS code')).toBeNull()
      const events = userEvent.setup()
      await events.click(burmeseBox(1))
      await events.paste('၆၅၄ ၃၂၁')
      expect(burmeseBox(6).value).toBe('1')
      await events.click(screen.getByRole('button', { name: burmese.submit }))
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          `/my/auth/reset-password/${PHONE}/reset-token-abc`,
        ),
      )
      expect(calls.filter((call) => call.path === '/auth/resetPasswordBySms')).toEqual([
        {
          method: 'POST',
          path: '/auth/resetPasswordBySms',
          body: { token: '654321', user: PHONE },
        },
      ])
    })

    it('still refuses letters among Burmese digits', async () => {
      const { events } = await startTyping()
      await events.paste('၁၂ab')
      expect(values()).toBe('')
      expect(screen.getByText('Invalid input')).toBeTruthy()
    })
  })
})
