import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { textsIn } from '#app/lib/texts.ts'
import { auth } from '#app/locales/en/auth.ts'
import { codeRequestedAt, rememberCodeRequest } from '../sms-request-clock.ts'
import { loadBurmeseTexts, renderAuthScreen, spyOnToasts, stubApi } from '../test/auth-test-kit.tsx'
import { ResendCountdown } from './resend-countdown.tsx'

const PHONE = '09790000123'
const URL = `/auth/validate-sms-code/${PHONE}`
const START = new Date('2025-03-01T10:00:00Z').getTime()
const CODE_SENT = 'If this number belongs to an account, a 6-digit code is on its way by SMS.'

const timer = () => screen.getByRole('timer').textContent
const seconds = (count: number) => act(() => vi.advanceTimersByTime(count * 1000))

// Only the clock and the one-second ticks are faked: the calls and the UI run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
  vi.setSystemTime(START)
})
afterEach(() => vi.useRealTimers())

describe('resend timer', () => {
  it('counts down from 5 minutes as mm:ss every second, asking to wait', async () => {
    rememberCodeRequest(PHONE, START)
    renderAuthScreen(<ResendCountdown phoneNumber={PHONE} />, URL)
    expect(await screen.findByText(/Please wait for a moment/)).toBeTruthy()
    expect(timer()).toBe('05:00')
    seconds(1)
    expect(timer()).toBe('04:59')
    seconds(60)
    expect(timer()).toBe('03:59')
    expect(screen.queryByRole('button', { name: 'Verify phone number' })).toBeNull()
  })

  it('continues from when the code was asked for, so a reload does not restart it', async () => {
    rememberCodeRequest(PHONE, START - 90_000)
    const first = renderAuthScreen(<ResendCountdown phoneNumber={PHONE} />, URL)
    await waitFor(() => expect(timer()).toBe('03:30'))
    first.unmount()
    seconds(10)
    renderAuthScreen(<ResendCountdown phoneNumber={PHONE} />, URL)
    await waitFor(() => expect(timer()).toBe('03:20'))
  })

  it('starts from now when the screen is opened without asking for a code here', async () => {
    renderAuthScreen(<ResendCountdown phoneNumber={PHONE} />, URL)
    await waitFor(() => expect(timer()).toBe('05:00'))
    expect(codeRequestedAt(PHONE)).toBe(START)
  })

  it("offers 'Verify phone number' at zero, which asks for a new code and restarts", async () => {
    const calls = stubApi({ 'POST /auth/forgetPassword': { body: { message: CODE_SENT } } })
    const toasts = spyOnToasts()
    rememberCodeRequest(PHONE, START)
    renderAuthScreen(<ResendCountdown phoneNumber={PHONE} />, URL)
    await waitFor(() => expect(timer()).toBe('05:00'))
    seconds(299)
    expect(timer()).toBe('00:01')
    seconds(1)
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByText(/Please wait for a moment/)).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Verify phone number' }))
    await waitFor(() => expect(timer()).toBe('05:00'))
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/forgetPassword', body: { phoneNumber: PHONE } },
    ])
    expect(toasts.success).toHaveBeenCalledWith(CODE_SENT)
    expect(codeRequestedAt(PHONE)).toBe(START + 300_000)
    seconds(1)
    expect(timer()).toBe('04:59')
  })

  it('keeps offering a new code when the server says to wait', async () => {
    const wait = 'Please wait for a moment before asking for another code.'
    stubApi({
      'POST /auth/forgetPassword': { status: 429, body: { code: 'RATE_LIMITED', message: wait } },
    })
    const toasts = spyOnToasts()
    rememberCodeRequest(PHONE, START - 400_000)
    renderAuthScreen(<ResendCountdown phoneNumber={PHONE} />, URL)
    fireEvent.click(await screen.findByRole('button', { name: 'Verify phone number' }))
    // vi.waitFor polls on real timers (Testing Library's would use the faked interval).
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith(wait))
    expect(screen.getByRole('button', { name: 'Verify phone number' })).toBeTruthy()
  })
})

describe('resend timer on a Burmese page (issue 15)', () => {
  it('asks to wait in Burmese and counts down in Myanmar digits', async () => {
    rememberCodeRequest(PHONE, START)
    await loadBurmeseTexts()
    renderAuthScreen(<ResendCountdown phoneNumber={PHONE} />, `/my${URL}`)
    expect(await screen.findByText(new RegExp(textsIn('my', auth).smsCode.wait))).toBeTruthy()
    expect(screen.queryByText(/Please wait for a moment/)).toBeNull()
    expect(timer()).toBe('၀၅:၀၀')
    seconds(1)
    expect(timer()).toBe('၀၄:၅၉')
  })
})
