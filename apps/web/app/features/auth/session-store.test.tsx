import type { Customer } from '@kyanma/shared'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TopBar } from '#app/components/layout/top-bar.tsx'
import { renderInApp } from '#test/render.tsx'
import { resetSessionForTests, session } from './session-store.ts'
import { authResult, signedInUser } from './test/auth-test-kit.tsx'

const customer: Customer = {
  id: 9,
  referralCode: 'KY7P3QXM',
  currentPoint: 0,
  level: { level: 'Member', levelUpPoints: 1000, minPoints: 0, nextLevel: 'Silver' },
  user: { ...signedInUser, displayName: 'Aye Aye Maung' },
}

const calls: { url: string; auth: string | null; method: string }[] = []
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        auth: new Headers(init?.headers).get('authorization'),
        method: init?.method ?? 'GET',
      })
      return Response.json(body, { status })
    }),
  )
}

beforeEach(() => {
  calls.length = 0
  resetSessionForTests()
})
afterEach(() => {
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
})

describe('session', () => {
  it('keeps a remembered session in localStorage and a visit in sessionStorage', () => {
    act(() => session.signIn(authResult(true)))
    expect(window.localStorage.getItem('accessToken')).toBe(authResult(true).accessToken)
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').displayName).toBe('Aye Aye')
    act(() => session.signIn(authResult(false)))
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(window.sessionStorage.getItem('accessToken')).toBe(authResult(false).accessToken)
  })

  it('shows the stored user at once, then the name the server knows, sending the token', async () => {
    answer(200, customer)
    window.localStorage.setItem('accessToken', 'stored-token-1234567890')
    window.localStorage.setItem('user', JSON.stringify(signedInUser))
    renderInApp(<TopBar />)
    expect(await screen.findByRole('button', { name: /Aye Aye/ })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button', { name: /Aye Aye Maung/ })).toBeTruthy())
    expect(calls[0]).toMatchObject({
      url: '/api/customers/me',
      auth: 'Bearer stored-token-1234567890',
    })
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').displayName).toBe(
      'Aye Aye Maung',
    )
  })

  it('drops a session the server refuses, silently', async () => {
    answer(401, { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' })
    window.localStorage.setItem('accessToken', 'stale-token-1234567890')
    window.localStorage.setItem('user', JSON.stringify(signedInUser))
    renderInApp(<TopBar />)
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy()
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(calls).toHaveLength(1)
  })

  it('shows Sign In to visitors without asking the server', async () => {
    answer(200, customer)
    renderInApp(<TopBar />)
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('the menu offers Profile and Logout; Logout ends the session and goes home', async () => {
    answer(200, customer)
    act(() => session.signIn(authResult(true)))
    const { router } = renderInApp(<TopBar />, { url: '/products' })
    const userEvents = userEvent.setup()
    await userEvents.click(await screen.findByRole('button', { name: /Aye Aye/ }))
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile')
    await userEvents.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls.some((call) => call.url === '/api/auth/logout' && call.method === 'POST')).toBe(
      true,
    )
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy()
  })
})
