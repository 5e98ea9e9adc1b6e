import { messages } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '#app/lib/notify.ts'
import { renderInApp } from '#test/render.tsx'
import { SocialCallback } from './social-callback.tsx'

vi.mock('#app/lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }))

const authResult = {
  accessToken: 'token-123',
  expiresAt: '2030-01-01T00:00:00.000Z',
  rememberMe: true,
  user: {
    id: 5,
    displayName: 'Mya',
    phoneNumber: null,
    email: null,
    profileImage: null,
    role: 'customer',
  },
}

function stubSignIn(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) })
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return calls
}

const sentOff = (provider: string, state: string) =>
  window.sessionStorage.setItem('kyanma.socialSignIn', JSON.stringify({ provider, state }))

describe('the social sign-in callback page', () => {
  beforeEach(() => vi.mocked(notify.error).mockClear())
  afterEach(() => {
    vi.unstubAllGlobals()
    window.sessionStorage.clear()
  })

  it("shows 'Authenticating...', posts the code and goes home signed in", async () => {
    const calls = stubSignIn(200, authResult)
    sentOff('google', 'abc')
    const { router } = renderInApp(<SocialCallback provider="google" />, {
      url: '/auth/google/callback?code=4%2F0Acode&state=abc',
    })
    expect(screen.getByRole('status').textContent).toBe('Authenticating...')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls).toEqual([
      {
        url: '/api/auth/customers/google',
        body: expect.objectContaining({
          accessToken: '4/0Acode',
          redirectUri: `${window.location.origin}/auth/google/callback`,
          deviceId: window.navigator.userAgent,
        }),
      },
    ])
    expect(window.localStorage.getItem('accessToken')).toBe('token-123')
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 5 })
    expect(notify.success).toHaveBeenCalledWith('Login successful!')
    // The state is used up: the same page opened again signs nobody in.
    expect(window.sessionStorage.getItem('kyanma.socialSignIn')).toBeNull()
  })

  it('sends an Apple code as authorizationCode with the name Apple gave', async () => {
    const calls = stubSignIn(200, authResult)
    sentOff('apple', 'xyz')
    const { router } = renderInApp(<SocialCallback provider="apple" />, {
      url: '/auth/apple/callback?code=c1&state=xyz&name=Aung%20Kyaw',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls[0]?.body).toMatchObject({
      authorizationCode: 'c1',
      displayName: 'Aung Kyaw',
      redirectUri: `${window.location.origin}/api/auth/apple/callback`,
    })
  })

  it.each([
    ['a code without the state this tab sent', '/auth/apple/callback?code=bad', null],
    ['a state from another sign-in', '/auth/apple/callback?code=c&state=other', 'mine'],
    ['no code', '/auth/apple/callback?state=mine&error=user_cancelled_authorize', 'mine'],
  ])('goes to the login page with the message for %s, asking nothing', async (_n, url, state) => {
    const calls = stubSignIn(200, authResult)
    if (state) sentOff('apple', state)
    const { router } = renderInApp(<SocialCallback provider="apple" />, { url })
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(calls).toEqual([])
    expect(notify.error).toHaveBeenCalledWith(messages.socialLoginFailed)
    expect(window.localStorage.getItem('accessToken')).toBeNull()
  })

  it('goes to the login page with the message when the server refuses the code', async () => {
    stubSignIn(401, { code: 'SOCIAL_LOGIN_FAILED', message: messages.socialLoginFailed })
    sentOff('google', 'abc')
    const { router } = renderInApp(<SocialCallback provider="google" />, {
      url: '/auth/google/callback?code=used&state=abc',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(notify.error).toHaveBeenCalledWith(messages.socialLoginFailed)
    expect(window.localStorage.getItem('accessToken')).toBeNull()
  })
})
