import { messagesMy } from '@kyanma/shared'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '#app/lib/notify.ts'
import { textsIn } from '#app/lib/texts.ts'
import { social } from '#app/locales/en/social.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { SocialButtons } from './social-buttons.tsx'
import { SocialCallback } from './social-callback.tsx'

vi.mock('#app/lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }))

const google = { authorizeUrl: 'https://accounts.example/o/authorize', clientId: 'web-client' }
const authResult = {
  accessToken: 'token-123',
  expiresAt: '2030-01-01T00:00:00.000Z',
  rememberMe: true,
  user: { id: 5, displayName: 'Mya', phoneNumber: null, email: null, profileImage: null },
}

/** The providers question, then the sign-in itself (`signIn` status, naming `saved`). */
function stubApi(signIn: number, saved?: 'en' | 'my') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url.endsWith('/auth/providers')) return Response.json({ google, apple: null })
      const answer = { ...authResult, language: saved }
      return Response.json(signIn === 200 ? answer : { code: 'SOCIAL_LOGIN_FAILED' }, {
        status: signIn,
      })
    }),
  )
}

/** Clicks Google on a page at `url` and returns the state the provider would send back. */
async function leaveFrom(url: string): Promise<string> {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  renderInApp(<SocialButtons />, { url })
  await userEvent.click(await screen.findByRole('button', { name: /Google/ }))
  const state = new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('state') ?? ''
  cleanup()
  return state
}

/** A sign-in started on `startedAt`, then Google sending the shopper back with `code`. */
async function backFromGoogle(startedAt: string, code = 'c1') {
  const state = await leaveFrom(startedAt)
  return renderInApp(<SocialCallback provider="google" />, {
    url: `/auth/google/callback?code=${code}&state=${state}`,
  })
}

describe('a social sign-in keeps the language it started in (issue 15)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.mocked(notify.success).mockClear()
    vi.mocked(notify.error).mockClear()
    window.sessionStorage.clear()
    window.localStorage.clear()
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the language a test remembered
    document.cookie = 'kyanma_language=; Path=/; Max-Age=0'
  })

  it('comes back from the provider to the Burmese home page, greeting in Burmese', async () => {
    await loadAllTexts()
    stubApi(200)
    const { router } = await backFromGoogle('/my/auth/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/my'))
    expect(notify.success).toHaveBeenCalledWith(textsIn('my', social).loginSuccessful)
    expect(screen.queryByText(social.authenticating)).toBeNull()
  })

  it('goes back to the Burmese login page with the Burmese message when it fails', async () => {
    stubApi(401)
    const { router } = await backFromGoogle('/my/auth/login', 'used')
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/auth/login'))
    expect(notify.error).toHaveBeenCalledWith(messagesMy.socialLoginFailed)
  })

  it('returns to English pages when it started on one', async () => {
    stubApi(200)
    const { router } = await backFromGoogle('/auth/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(notify.success).toHaveBeenCalledWith('Login successful!')
  })

  it("goes home in the account's saved language, not the page's", async () => {
    stubApi(200, 'my')
    const leave = vi.spyOn(window.location, 'replace').mockImplementation(() => {})
    const { router } = await backFromGoogle('/auth/login')
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/my'))
    expect(document.cookie).toContain('kyanma_language=my')
    expect(window.localStorage.getItem('accessToken')).toBe('token-123')
    expect(router.state.location.pathname).toBe('/auth/google/callback')
  })
})
