import { messages, messagesMy } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { textsIn } from '#app/lib/texts.ts'
import { auth } from '#app/locales/en/auth.ts'
import { session } from '../session-store.ts'
import { authResult, loadBurmeseTexts, renderAuthScreen, stubApi } from '../test/auth-test-kit.tsx'
import { LoginForm } from './login-form.tsx'

afterEach(() => session.signOut())

describe('login form on a Burmese page (issue 15)', () => {
  it('shows Burmese and sends a phone number typed in Burmese digits in Latin ones', async () => {
    const calls = stubApi({ 'POST /auth/customers': { body: authResult(false) } })
    await loadBurmeseTexts()
    const burmese = textsIn('my', auth).login
    renderAuthScreen(<LoginForm />, '/my/auth/login')
    expect(screen.queryByText('Remember me')).toBeNull()
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(new RegExp(`^${burmese.user}`)), '၀၉၇၉၀၀၀၀၁၂၃')
    await events.type(screen.getByLabelText(new RegExp(`^${burmese.password}`)), 'secret1')
    await events.click(screen.getByRole('button', { name: burmese.submit }))
    await waitFor(() => expect(calls.some((call) => call.path === '/auth/customers')).toBe(true))
    expect(calls.find((call) => call.path === '/auth/customers')?.body).toMatchObject({
      user: '09790000123',
      password: 'secret1',
    })
  })

  it('posts if pressed before hydration: the plain form never puts the password in the address', () => {
    renderAuthScreen(<LoginForm />, '/auth/login')
    const form = screen.getByLabelText(/^Password/).closest('form')
    expect(form?.getAttribute('method')).toBe('post')
  })

  it('sends an email address as it was typed', async () => {
    const calls = stubApi({ 'POST /auth/customers': { body: authResult(false) } })
    renderAuthScreen(<LoginForm />, '/auth/login')
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(/^Phone number or email/), 'aye@example.com')
    await events.type(screen.getByLabelText(/^Password/), 'secret1')
    await events.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(calls.some((call) => call.path === '/auth/customers')).toBe(true))
    expect(calls.find((call) => call.path === '/auth/customers')?.body).toMatchObject({
      user: 'aye@example.com',
    })
  })
})

describe('login form errors in the page language (issue 15)', () => {
  it("says the shared schema's message in Burmese under /my", async () => {
    stubApi({})
    await loadBurmeseTexts()
    const burmese = textsIn('my', auth).login
    renderAuthScreen(<LoginForm />, '/my/auth/login')
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(new RegExp(`^${burmese.user}`)), '09790000123')
    await events.click(screen.getByRole('button', { name: burmese.submit }))
    expect(await screen.findByText(messagesMy.passwordRequired)).toBeTruthy()
    expect(screen.queryByText(messages.passwordRequired)).toBeNull()
  })

  it('keeps the English message on English pages', async () => {
    stubApi({})
    renderAuthScreen(<LoginForm />, '/auth/login')
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(/^Phone number or email/), '09790000123')
    await events.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Password is required')).toBeTruthy()
  })
})
