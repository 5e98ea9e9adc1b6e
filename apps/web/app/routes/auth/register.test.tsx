import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetSessionForTests } from '#app/features/auth/session-store.ts'
import {
  authResult,
  refusal,
  renderAuthScreen,
  spyOnToasts,
  stubApi,
} from '#app/features/auth/test/auth-test-kit.tsx'
import RegisterPage from './register.tsx'

beforeEach(() => resetSessionForTests())

const field = {
  phone: () => screen.getByLabelText(/^Phone number/),
  name: () => screen.getByLabelText(/^Name/),
  email: () => screen.getByLabelText(/^Email/),
  password: () => screen.getByLabelText(/^Password/),
  confirm: () => screen.getByLabelText(/^Confirm password/),
  referral: () => screen.getByLabelText(/^Referral code/) as HTMLInputElement,
}

/** Fills in the required fields correctly; `typed` as a person may write them instead. */
async function fillIn(
  events: ReturnType<typeof userEvent.setup>,
  typed: { phone?: string; name?: string; email?: string } = {},
) {
  await events.type(field.phone(), typed.phone ?? '09790000123')
  await events.type(field.name(), typed.name ?? 'Aye Aye')
  await events.type(field.email(), typed.email ?? 'aye@example.com')
  await events.type(field.password(), 'secret12')
  await events.type(field.confirm(), 'secret12')
}

const sentBody = (calls: { body: unknown }[]) => calls[0]?.body as Record<string, unknown>

describe('sign-up page', () => {
  it('checks every field as it changes, with the spec messages', async () => {
    renderAuthScreen(<RegisterPage />, '/auth/register')
    const events = userEvent.setup()
    await events.type(field.phone(), '1')
    expect(await screen.findByText('Invalid phone number format')).toBeTruthy()
    await events.type(field.name(), 'A')
    expect(await screen.findByText('Invalid username')).toBeTruthy()
    await events.type(field.email(), 'aye@')
    expect(await screen.findByText('Invalid email address')).toBeTruthy()
    await events.type(field.password(), '12345')
    expect(await screen.findByText('Password must have at least 6 characters')).toBeTruthy()
    await events.type(field.password(), '67890123456789')
    expect(await screen.findByText('Password can only have 16 characters max')).toBeTruthy()

    // Fixed fields lose their message.
    await events.type(field.phone(), '{Backspace}09790000123')
    await events.type(field.name(), 'ye')
    await waitFor(() => expect(screen.queryByText('Invalid phone number format')).toBeNull())
    expect(screen.queryByText('Invalid username')).toBeNull()
  })

  it("says 'Passwords do not match' on the confirmation, even before the rest is filled in", async () => {
    renderAuthScreen(<RegisterPage />, '/auth/register')
    const events = userEvent.setup()
    await events.type(field.password(), 'secret12')
    await events.type(field.confirm(), 'secret13')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    // Changing the password to the confirmation's value clears it.
    await events.clear(field.password())
    await events.type(field.password(), 'secret13')
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull())
    // A short confirmation that differs is still a mismatch: the length rule is the password's.
    await events.clear(field.confirm())
    await events.type(field.confirm(), 'abc')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(screen.queryByText('Password must have at least 6 characters')).toBeNull()
  })

  it('creates the account, signs in, greets and goes home', async () => {
    const calls = stubApi({ 'POST /auth/customers/register': { body: authResult(false) } })
    const toasts = spyOnToasts()
    const { router } = renderAuthScreen(<RegisterPage />, '/auth/register')
    const events = userEvent.setup()
    await fillIn(events, {
      phone: '+95 9 790 000 123',
      name: ' Aye Aye ',
      email: 'Aye@Example.com',
    })
    await events.click(screen.getByRole('button', { name: 'Sign Up' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/customers/register',
        body: {
          displayName: 'Aye Aye',
          phoneNumber: '09790000123',
          user: 'aye@example.com',
          password: 'secret12',
          confirmPassword: 'secret12',
          rememberMe: false,
          deviceId: navigator.userAgent,
          deviceOS: navigator.platform,
        },
      },
    ])
    expect(toasts.success).toHaveBeenCalledWith('Register successful!')
    expect(window.sessionStorage.getItem('accessToken')).toBe(authResult(false).accessToken)
  })

  it('sends nothing while a field is wrong', async () => {
    const calls = stubApi({})
    renderAuthScreen(<RegisterPage />, '/auth/register')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Invalid phone number format')).toBeTruthy()
    expect(screen.getByText('Invalid username')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it("shows the server's refusal in a red toast and stays", async () => {
    const taken = 'An account with this phone number already exists.'
    stubApi({ 'POST /auth/customers/register': refusal(409, 'CONFLICT', taken) })
    const toasts = spyOnToasts()
    const { router } = renderAuthScreen(<RegisterPage />, '/auth/register')
    const events = userEvent.setup()
    await fillIn(events)
    await events.click(screen.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'An account with this phone number already exists.',
      ),
    )
    expect(router.state.location.pathname).toBe('/auth/register')
    expect(window.sessionStorage.getItem('accessToken')).toBeNull()
  })

  it('links back to login, keeping where the visitor wanted to go', () => {
    renderAuthScreen(<RegisterPage />, '/auth/register?redirectTo=%2Fprofile')
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/auth/login?redirectTo=%2Fprofile',
    )
  })

  describe('referral code', () => {
    /** The sign-up page at `url`, its register call answered; answers the typing user and the calls. */
    function openSignUp(url = '/auth/register') {
      const calls = stubApi({ 'POST /auth/customers/register': { body: authResult(false) } })
      renderAuthScreen(<RegisterPage />, url)
      return { calls, events: userEvent.setup() }
    }

    /** Presses Sign Up and waits for the one register call: answers the body it sent. */
    async function sendSignUp({ calls, events }: ReturnType<typeof openSignUp>) {
      await events.click(screen.getByRole('button', { name: 'Sign Up' }))
      await waitFor(() => expect(calls).toHaveLength(1))
      return sentBody(calls)
    }

    it('is optional: none typed, none sent', async () => {
      const page = openSignUp()
      expect(field.referral().value).toBe('')
      await fillIn(page.events)
      expect(await sendSignUp(page)).not.toHaveProperty('referralCode')
    })

    it('comes filled in from an invite link (?ref=CODE) and is sent as referralCode', async () => {
      const page = openSignUp('/auth/register?ref=K7M2QX9D')
      expect(field.referral().value).toBe('K7M2QX9D')
      await fillIn(page.events)
      expect((await sendSignUp(page)).referralCode).toBe('K7M2QX9D')
    })

    it('can be typed, trimmed', async () => {
      const page = openSignUp()
      await fillIn(page.events)
      await page.events.type(field.referral(), ' k7m2-qx9d ')
      expect((await sendSignUp(page)).referralCode).toBe('k7m2-qx9d')
    })

    it("shows the server's word on an unknown code in a red toast", async () => {
      const unknown = 'This referral code does not exist.'
      stubApi({ 'POST /auth/customers/register': refusal(400, 'BAD_REQUEST', unknown) })
      const toasts = spyOnToasts()
      renderAuthScreen(<RegisterPage />, '/auth/register?ref=NOPE')
      const events = userEvent.setup()
      await fillIn(events)
      await events.click(screen.getByRole('button', { name: 'Sign Up' }))
      await waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith('This referral code does not exist.'),
      )
    })
  })
})
