import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OidcClient } from './oidc-client.ts'
import { CredentialRejected, ProviderUnavailable } from './social-errors.ts'

/** A provider whose discovery document we count, break and slow down at will. */
let server: Server
let issuer: string
let discoveries = 0
let tokenStatus = 400
let mode: 'ok' | 'down' | 'hang' | 'other-issuer' = 'ok'

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/token') {
      response.statusCode = tokenStatus
      return response.end(JSON.stringify({ error: 'invalid_grant' }))
    }
    if (request.url !== '/.well-known/openid-configuration') {
      response.statusCode = 404
      return response.end()
    }
    discoveries++
    if (mode === 'hang') return
    if (mode === 'down') {
      response.statusCode = 503
      return response.end()
    }
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        issuer: mode === 'other-issuer' ? 'https://evil.example' : issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

function clientWithClock(timings = {}) {
  let now = 1_000_000
  const client = new OidcClient(issuer, { timeoutMs: 300, ...timings }, () => now)
  return { client, advance: (ms: number) => (now += ms) }
}

describe('OpenID Connect discovery', () => {
  it('is fetched once and kept for an hour', async () => {
    mode = 'ok'
    discoveries = 0
    const { client, advance } = clientWithClock()
    const [a, b] = await Promise.all([client.metadata(), client.metadata()])
    expect(a.token_endpoint).toBe(`${issuer}/token`)
    expect(b).toBe(a)
    advance(59 * 60_000)
    await client.metadata()
    expect(discoveries).toBe(1)
    advance(2 * 60_000)
    await client.metadata()
    expect(discoveries).toBe(2)
  })

  it('keeps using the last good answer while the provider is down, and retries soon', async () => {
    mode = 'ok'
    const { client, advance } = clientWithClock()
    const good = await client.metadata()
    mode = 'down'
    discoveries = 0
    advance(61 * 60_000)
    expect(await client.metadata()).toEqual(good)
    expect(await client.metadata()).toEqual(good)
    expect(discoveries).toBe(1)
    advance(31_000)
    mode = 'ok'
    await client.metadata()
    expect(discoveries).toBe(2)
  })

  it('reports a provider that never answered as unavailable, without asking again at once', async () => {
    mode = 'down'
    discoveries = 0
    const { client, advance } = clientWithClock()
    await expect(client.metadata()).rejects.toBeInstanceOf(ProviderUnavailable)
    await expect(client.metadata()).rejects.toBeInstanceOf(ProviderUnavailable)
    expect(discoveries).toBe(1)
    advance(31_000)
    mode = 'ok'
    await expect(client.metadata()).resolves.toMatchObject({ issuer })
  })

  it('gives up on a provider that does not answer in time', async () => {
    mode = 'hang'
    const { client } = clientWithClock()
    const started = Date.now()
    await expect(client.metadata()).rejects.toBeInstanceOf(ProviderUnavailable)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('refuses a document that names another issuer', async () => {
    mode = 'other-issuer'
    const { client } = clientWithClock()
    await expect(client.metadata()).rejects.toThrow(/another issuer/)
  })
})

describe('the code exchange', () => {
  it('treats a refused code as a bad credential and a server error as the provider failing', async () => {
    mode = 'ok'
    const { client } = clientWithClock()
    const exchange = () =>
      client.exchangeCode({ code: 'c', redirectUri: 'http://x/cb', clientId: 'id' })
    tokenStatus = 400
    await expect(exchange()).rejects.toBeInstanceOf(CredentialRejected)
    tokenStatus = 503
    await expect(exchange()).rejects.toBeInstanceOf(ProviderUnavailable)
  })
})
