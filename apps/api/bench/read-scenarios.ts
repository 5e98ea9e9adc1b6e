import type { Scenario } from './load.ts'
import type { Target } from './report.ts'

/** The hot read calls the bench measures, and the ceiling's answer size (the listing's). */
export interface ReadScenarios {
  scenarios: (Scenario & { target?: Target })[]
  /** Bytes of the listing's answer: the ceiling answers as many. */
  answerBytes: number
  /** The listing's filter body, which the ceiling is sent too. */
  filters: string
}

export const random = (below: number) => Math.floor(Math.random() * below)
const TERMS = [
  'vit',
  'vitamin c',
  'fish',
  'omega',
  'collagen',
  'sunscreen',
  'honey',
  'zinc',
  'tea',
  'mask',
]

/** A new customer (a fresh phone each run) who favours the first five products of `products`. */
async function signInCustomerWithFavorites(origin: string, products: { id: number }[]) {
  const phone = `0988${String(random(10_000_000)).padStart(7, '0')}`
  const registered = await fetch(`${origin}/api/auth/customers/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      displayName: 'Bench Customer',
      phoneNumber: phone,
      user: `bench.${phone}@example.com`,
      password: 'bench-123',
      confirmPassword: 'bench-123',
      rememberMe: true,
    }),
  })
  if (!registered.ok) throw new Error(`bench sign-up failed: ${await registered.text()}`)
  const { accessToken: token } = (await registered.json()) as { accessToken: string }
  for (const product of products.slice(0, 5)) {
    const marked = await fetch(`${origin}/api/customers/me/favorites/${product.id}?status=true`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    })
    if (!marked.ok) throw new Error(`bench favourite failed: ${await marked.text()}`)
  }
  return { token }
}

/** Asks the running server for what the scenarios need: a listing's size and a signed-in customer. */
export async function readScenarios(origin: string, productCount: number): Promise<ReadScenarios> {
  const filters = JSON.stringify({ pricePerUnit: '10000,60000', potency: '100,1000' })
  const listingPath = (page: number) => `/api/public/products/CATEGORY?referenceId=6&page=${page}`
  const first = await fetch(origin + listingPath(0), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: filters,
  })
  const firstText = await first.text()
  const { total } = JSON.parse(firstText) as { total: number }
  const deepPage = Math.max(0, Math.ceil(total / 12) - 1)

  const customer = await signInCustomerWithFavorites(origin, JSON.parse(firstText).data)

  const scenarios: ReadScenarios['scenarios'] = [
    {
      name: `category listing, 2 range filters, page 0 (${total} matches)`,
      method: 'POST',
      path: listingPath(0),
      body: filters,
      target: { share: 0.25, p99Ms: 100 },
    },
    {
      name: `same listing, deep page ${deepPage}`,
      method: 'POST',
      path: listingPath(deepPage),
      body: filters,
      target: { share: 0.25, p99Ms: 100 },
    },
    {
      name: 'product detail',
      method: 'GET',
      path: `/api/public/products/${Math.floor(productCount / 2)}`,
      target: { share: 0.25, p99Ms: 100 },
    },
    {
      name: 'search "vitamin c"',
      method: 'GET',
      path: '/api/public/search?filter=vitamin%20c',
      target: { share: 0.1, p99Ms: 100 },
    },
    {
      name: 'same category listing, signed in, 5 favourites marked on it',
      method: 'POST',
      path: listingPath(0),
      body: filters,
      headers: { authorization: `Bearer ${customer.token}` },
      target: { share: 0.25 },
    },
    {
      // What every signed-in page asks once a minute for the bell's badge.
      name: 'unread notification count, signed in',
      method: 'GET',
      path: '/api/notifications/me/count',
      headers: { authorization: `Bearer ${customer.token}` },
      target: { share: 0.25 },
    },
    {
      name: 'point history page, signed in',
      method: 'GET',
      path: '/api/customers/me/point/histories?page=0',
      headers: { authorization: `Bearer ${customer.token}` },
      target: { share: 0.25 },
    },
    {
      name: 'listing, a new price range every request (never cached)',
      method: 'POST',
      path: () => listingPath(random(20)),
      body: () => {
        const from = random(50_000)
        return JSON.stringify({
          pricePerUnit: `${from},${from + 1 + random(60_000)}`,
          potency: '100,1000',
        })
      },
      target: { share: 0.1, p99Ms: 100 },
    },
    {
      name: 'product detail, random id of all (mostly uncached)',
      method: 'GET',
      path: () => `/api/public/products/${1 + random(productCount)}`,
      target: { share: 0.25, p99Ms: 100 },
    },
    {
      name: 'search, random partial words (mostly uncached)',
      method: 'GET',
      path: () =>
        `/api/public/search?filter=${encodeURIComponent(`${TERMS[random(TERMS.length)]} ${random(2000)}`)}`,
      target: { share: 0.1, p99Ms: 100 },
    },
  ]

  return { scenarios, answerBytes: Buffer.byteLength(firstText), filters }
}
