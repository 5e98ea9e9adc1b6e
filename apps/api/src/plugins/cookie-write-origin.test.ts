import { messages } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { register } from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'
import { favorites, products } from '../db/schema/index.ts'

const t = useTestApp({ config: { publicUrl: 'http://localhost:3000' } })
let shopper: { token: string; customerId: number }
let productId: number
beforeAll(async () => {
  const account = await register(t.app)
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/customers/me',
    headers: { authorization: `Bearer ${account.token}` },
  })
  shopper = { token: account.token, customerId: me.json().id }
  const [product] = await t.app.ctx.db.select({ id: products.id }).from(products).limit(1)
  productId = product!.id
})

/** Marks the product a favourite with the session cookie and the given browser headers. */
const markWithCookie = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/customers/me/favorites/${productId}?status=true`,
    cookies: { kyanma_session: shopper.token },
    headers,
  })

async function isFavorite() {
  const rows = await t.app.ctx.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.customerId, shopper.customerId), eq(favorites.productId, productId)))
  return rows.length > 0
}

async function unmark() {
  await t.app.inject({
    method: 'PUT',
    url: `/api/customers/me/favorites/${productId}?status=false`,
    headers: { authorization: `Bearer ${shopper.token}` },
  })
}

describe('writes signed in by the session cookie', () => {
  it.each([
    ['another site says so in Origin', { origin: 'https://evil.example' }],
    [
      'a sibling address of the shop',
      { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' },
    ],
    ['a sandboxed page (Origin null)', { origin: 'null' }],
    ['the browser says cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses one from another origin with 403 and writes nothing: %s', async (_, headers) => {
    await unmark()
    const answer = await markWithCookie(headers)
    expect(answer.statusCode).toBe(403)
    expect(answer.json()).toEqual({ code: 'FORBIDDEN', message: messages.crossOriginWrite })
    expect(await isFavorite()).toBe(false)
  })

  it.each([
    ['Origin is PUBLIC_URL', { origin: 'http://localhost:3000' }],
    [
      'the browser says same-origin',
      { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
    ],
    ['neither header: not a browser', {}],
  ])('accepts one from the shop: %s', async (_, headers) => {
    await unmark()
    const answer = await markWithCookie(headers)
    expect(answer.statusCode).toBe(200)
    expect(await isFavorite()).toBe(true)
  })

  it('leaves bearer calls from anywhere alone (the mobile client), and reads too', async () => {
    await unmark()
    const bearer = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/me/favorites/${productId}?status=true`,
      headers: { authorization: `Bearer ${shopper.token}`, origin: 'https://evil.example' },
      cookies: { kyanma_session: shopper.token },
    })
    expect(bearer.statusCode).toBe(200)
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/customers/me',
      cookies: { kyanma_session: shopper.token },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(read.statusCode).toBe(200)
  })

  it('leaves writes without the cookie to their own rules (a visitor signs in from a form)', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/public/products/DEFAULT?size=1',
      payload: {},
      headers: { origin: 'https://evil.example' },
    })
    expect(answer.statusCode).toBe(200)
  })
})
