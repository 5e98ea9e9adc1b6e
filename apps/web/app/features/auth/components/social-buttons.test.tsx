import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { SocialButtons } from './social-buttons.tsx'

function stubProviders(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    ),
  )
}

const google = { authorizeUrl: 'https://accounts.example/o/authorize', clientId: 'web-client' }

describe('social sign-in buttons', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    window.sessionStorage.clear()
  })

  it('shows only the providers the server offers', async () => {
    stubProviders({ google, apple: null })
    renderInApp(<SocialButtons />)
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).toBeNull()
  })

  it('shows nothing when no provider is configured', async () => {
    stubProviders({ google: null, apple: null })
    const { container } = renderInApp(<SocialButtons />)
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(container.querySelector('button')).toBeNull()
  })

  it("leaves for the provider's authorization page with a state kept for the return", async () => {
    stubProviders({ google, apple: { ...google, clientId: 'shop.kyanma.web' } })
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    renderInApp(<SocialButtons />)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Apple' }))
    const url = new URL(String(assign.mock.calls[0]?.[0]))
    const state = url.searchParams.get('state') ?? ''
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizeUrl)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'shop.kyanma.web',
      redirect_uri: `${window.location.origin}/api/auth/apple/callback`,
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'email name',
      state,
    })
    expect(state).toMatch(/^[0-9a-f]{32}$/)
    expect(window.sessionStorage.getItem('kyanma.socialSignIn')).toContain(state)

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }))
    const googleUrl = new URL(String(assign.mock.calls[1]?.[0]))
    expect(googleUrl.searchParams.get('scope')).toBe('openid email profile')
    expect(googleUrl.searchParams.get('response_mode')).toBe('query')
    expect(googleUrl.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/auth/google/callback`,
    )
    expect(googleUrl.searchParams.get('state')).not.toBe(state)
  })
})
