import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import {
  baseUrl,
  describeInBrowser,
  screenshot,
  VIEWPORTS,
  waitForHydration,
} from './support/browser.ts'
import { open } from './support/shop.ts'
import { E2E_APPLE, E2E_GOOGLE_CLIENT_ID } from './support/social-providers.ts'

const AUTHENTICATING = 'Authenticating...'
const FAILED = 'There was an error logging you in. Please try again.'

/**
 * The login page is another helper's work: until routes.ts gives it a page of its own, the
 * journey starts the way its Google button does (the button itself is tested with Testing
 * Library in social-buttons.test.tsx). Once the page exists, the journey clicks the button.
 */
const routes = readFileSync(new URL('../app/routes.ts', import.meta.url), 'utf8')
const loginPageBuilt = !routes.includes("placeholder('auth/login'")

/** What the login page's button does: keep a state in this tab and leave for the provider. */
async function leaveForProvider(page: Page, provider: 'google' | 'apple') {
  if (loginPageBuilt) {
    const name = provider === 'google' ? 'Sign in with Google' : 'Sign in with Apple'
    await page.getByRole('button', { name }).click()
    return
  }
  await page.evaluate(async (which) => {
    const providers = await (await fetch('/api/auth/providers')).json()
    const target = providers[which]
    const state = `e2e-${Math.random().toString(16).slice(2)}`
    sessionStorage.setItem('kyanma.socialSignIn', JSON.stringify({ provider: which, state }))
    const url = new URL(target.authorizeUrl)
    const back = which === 'google' ? '/auth/google/callback' : '/api/auth/apple/callback'
    url.search = new URLSearchParams({
      client_id: target.clientId,
      redirect_uri: `${location.origin}${back}`,
      response_type: 'code',
      response_mode: which === 'google' ? 'query' : 'form_post',
      scope: which === 'google' ? 'openid email profile' : 'email name',
      state,
    }).toString()
    location.assign(url.toString())
  }, provider)
}

/** Every address the tab passed through, in order. */
function trackNavigations(page: Page) {
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(request.url())
  })
  return visited
}

async function signedInState(page: Page) {
  const cookies = await page.context().cookies()
  return {
    token: await page.evaluate(() => localStorage.getItem('accessToken')),
    user: await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')),
    cookie: cookies.find((cookie) => cookie.name === 'kyanma_session'),
  }
}

describeInBrowser('social sign-in', (browser) => {
  it('offers Google and Apple, as configured, with their authorization pages', async () => {
    const providers = await (await fetch(`${baseUrl()}/api/auth/providers`)).json()
    const issuers = inject('socialIssuers')
    expect(providers).toEqual({
      google: { authorizeUrl: `${issuers.google}/authorize`, clientId: E2E_GOOGLE_CLIENT_ID },
      apple: { authorizeUrl: `${issuers.apple}/authorize`, clientId: E2E_APPLE.clientId },
    })
  })

  it('Google sign-in against the local test provider', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    const visited = trackNavigations(page)
    await open(page, '/auth/login')
    await leaveForProvider(page, 'google')
    await page.waitForURL(`${baseUrl()}/`)
    await waitForHydration(page)

    const issuer = inject('socialIssuers').google
    expect(visited.some((url) => url.startsWith(`${issuer}/authorize?`))).toBe(true)
    const callback = visited.find((url) => url.includes('/auth/google/callback?'))
    expect(new URL(callback ?? baseUrl()).searchParams.get('code')).toBeTruthy()
    const { token, user, cookie } = await signedInState(page)
    expect(user).toMatchObject({ displayName: 'Su Su', email: 'e2e.google@example.com' })
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax' })
    await page.close()
  })

  it('Apple sign-in returns through /auth/apple/callback and lands home signed in', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    const visited = trackNavigations(page)
    await open(page, '/auth/login')
    await leaveForProvider(page, 'apple')
    await page.waitForURL(`${baseUrl()}/`)

    expect(visited.some((url) => url.includes('/auth/apple/callback?code='))).toBe(true)
    const { token, user, cookie } = await signedInState(page)
    expect(user).toMatchObject({ email: 'e2e@privaterelay.example' })
    expect(cookie?.value).toBe(token)
    await page.close()
  })

  it("/auth/apple/callback?code=bad shows 'Authenticating...', then goes to /auth/login", async () => {
    const html = await (await fetch(`${baseUrl()}/auth/apple/callback?code=bad`)).text()
    expect(html).toContain(AUTHENTICATING)
    expect(html).toContain('noindex')

    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(`${baseUrl()}/auth/apple/callback?code=bad`)
    await page.waitForURL(`${baseUrl()}/auth/login`)
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    // The toast waits for the first touch (root.tsx loads toasts then).
    await page.mouse.click(5, 5)
    await page.getByText(FAILED).waitFor()
    await page.close()
  })

  it("shows 'Authenticating...' while the server checks the code (phone and desktop)", async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport })
      await page.goto(`${baseUrl()}/auth/login`)
      await page.evaluate(() =>
        sessionStorage.setItem(
          'kyanma.socialSignIn',
          JSON.stringify({ provider: 'google', state: 'held' }),
        ),
      )
      // Hold the sign-in call so the page stays in its waiting state.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/auth/customers/google', async (route) => {
        await held
        await route.abort().catch(() => {})
      })
      await open(page, '/auth/google/callback?code=held-code&state=held')
      await page.getByRole('status').getByText(AUTHENTICATING).waitFor()
      await screenshot(page, `social-callback-authenticating-${name}`)
      release()
      await page.waitForURL(`${baseUrl()}/auth/login`)
      await page.close()
    }
  })
})
