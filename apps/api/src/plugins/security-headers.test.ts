import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { messages } from '@kyanma/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, register } from '#test/auth-helpers.ts'
import { createTestApp, type TestApp } from '#test/test-app.ts'
// @ts-expect-error a plain ES module script shared with `npm start`
import { ensureWebBuild } from '../../../../scripts/ensure-web-build.mjs'
import { PERMISSIONS_POLICY } from './security-headers.ts'

const assetsDir = fileURLToPath(new URL('../../../web/build/client/assets/', import.meta.url))

let http: TestApp
let https: TestApp
// Pages and assets need the built web app: built here when missing or stale (a minute or more on
// a busy machine, hence the longer wait), as the browser suite does.
beforeAll(async () => {
  ensureWebBuild()
  http = await createTestApp({ config: { serveWeb: true, publicUrl: 'http://localhost:3000' } })
  https = await createTestApp({ config: { publicUrl: 'https://shop.example' } })
}, 300_000)
afterAll(async () => {
  await http?.close()
  await https?.close()
})

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url })
const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  )

describe('security headers on every answer', () => {
  const script = () => readdirSync(assetsDir).find((name) => name.endsWith('.js'))
  it.each([
    ['a page', '/', 200],
    ['an API answer', '/api/health', 200],
    ['a refused API call', '/api/admin/orders', 401],
    ['an unknown API path', '/api/no-such-thing', 404],
    ['an unknown page', '/no-such-page', 404],
    ['a URL the router cannot read', '/%E0%A4%A', 400],
    ['a built asset', () => `/assets/${script()}`, 200],
    ['a public file', '/favicon.svg', 200],
  ])('%s', async (_, url, status) => {
    const answer = await get(http, typeof url === 'function' ? url() : url)
    expect(answer.statusCode).toBe(status)
    const csp = directives(answer.headers['content-security-policy'])
    expect(csp.get('script-src')).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[\w+/]{22}=='$/),
    ])
    expect(csp.get('script-src-attr')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      'x-frame-options': 'DENY',
    })
    expect(answer.headers['permissions-policy']).toContain('camera=(self)')
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })

  it("gives each page a nonce of its own, the one all of the page's scripts carry", async () => {
    const pages = await Promise.all([get(http, '/'), get(http, '/')])
    const nonces = pages.map((page) => {
      const source = directives(page.headers['content-security-policy']).get('script-src')?.[1]
      const nonce = source?.slice("'nonce-".length, -1)
      const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1])
      // Inline scripts: React Router's context and module loader, ScrollRestoration, Mantine's colour scheme.
      expect(scripts.length).toBeGreaterThanOrEqual(4)
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
      return nonce
    })
    expect(nonces[0]).not.toBe(nonces[1])
  })
})

describe('a shop reached over https (PUBLIC_URL)', () => {
  it('tells browsers to keep to https for a year and to upgrade any plain address', async () => {
    const answer = await get(https, '/api/health')
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000')
    expect(
      directives(answer.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true)
  })

  it('sends the session cookie Secure', async () => {
    const account = await register(https.app)
    const answer = await login(https.app, account.user, account.password)
    const cookie = answer.cookies.find((item) => item.name === 'kyanma_session')
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' })
  })

  it('refuses a cookie-signed write from the plain-http address of the same host', async () => {
    const account = await register(https.app)
    const answer = await https.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { kyanma_session: account.token },
      headers: { origin: 'http://shop.example' },
    })
    expect(answer.statusCode).toBe(403)
    expect(answer.json().message).toBe(messages.crossOriginWrite)
  })
})
