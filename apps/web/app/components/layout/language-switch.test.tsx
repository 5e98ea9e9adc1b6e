import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedInUser } from '#app/features/auth/test/auth-test-kit.tsx'
import { clearStoredSession, storeSession } from '#app/lib/session-storage.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { LanguageSwitch } from './language-switch.tsx'

describe('language switch', () => {
  it('links an English page to the same page in Burmese, named in Burmese', async () => {
    renderInApp(<LanguageSwitch />, { url: '/products/103?page=2#reviews' })
    const link = await screen.findByRole('link', { name: 'Read this page in မြန်မာ' })
    expect(link.getAttribute('href')).toBe('/my/products/103?page=2#reviews')
    expect(link.getAttribute('lang')).toBe('my')
    expect(link.getAttribute('hreflang')).toBe('my')
    expect(link.textContent).toBe('မြန်မာ')
    // Drawn with the small font of the languages' names, not the whole Burmese one.
    expect(link.className).toMatch(/name/)
  })

  it('links a Burmese page back to English at the spec’s address', async () => {
    await loadAllTexts()
    renderInApp(<LanguageSwitch />, { url: '/my/orders/create' })
    const link = await screen.findByRole('link', { name: /English/ })
    expect(link.getAttribute('href')).toBe('/orders/create')
    expect(link.getAttribute('lang')).toBe('en')
    // The page's own font draws "English": no font of its own to wait for.
    expect(link.className).not.toMatch(/name/)
    // The switch itself is labelled in the page's language.
    expect(link.getAttribute('aria-label')).toMatch(/[\u1000-\u109f]/)
  })

  it('remembers the choice in a cookie', async () => {
    renderInApp(<LanguageSwitch />, { url: '/about' })
    const link = await screen.findByRole('link', { name: 'Read this page in မြန်မာ' })
    // The click leaves the document (a full load), which the test's page does not follow.
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(document.cookie).toContain('kyanma_language=my')
  })

  afterEach(() => {
    clearStoredSession()
    vi.unstubAllGlobals()
  })

  it("saves a signed-in customer's choice in the account, in a request that outlives the reload", async () => {
    const calls: { url: string; init?: RequestInit }[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init })
      return Response.json({ message: 'ok' })
    })
    storeSession({
      accessToken: 'a-session-token',
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: signedInUser,
      rememberMe: false,
    })
    renderInApp(<LanguageSwitch />, { url: '/about' })
    const link = await screen.findByRole('link', { name: 'Read this page in မြန်မာ' })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    const saved = calls.find((call) => call.url.endsWith('/customers/me/language'))
    expect(saved?.init?.method).toBe('PATCH')
    expect(saved?.init?.body).toBe(JSON.stringify({ language: 'my' }))
    expect(saved?.init?.keepalive).toBe(true)
  })
})
