import { describe, expect, it } from 'vitest'
import { paths } from '../config/paths.ts'
import { type CachingRule, cachingRuleFor, isBurmesePage } from './caching-rules.ts'

const ORIGIN = 'https://shop.example'

function rule(path: string, init: { method?: string; mode?: RequestMode } = {}): CachingRule {
  return cachingRuleFor({
    method: init.method ?? 'GET',
    url: new URL(path, ORIGIN),
    origin: ORIGIN,
    mode: init.mode ?? 'navigate',
  })
}

describe('the caching rule of a request', () => {
  it.each([
    '/',
    '/my',
    '/my/',
    '/products',
    '/products?type=CATEGORY&referenceId=3',
    '/products/12',
    '/my/products/12',
    '/brands',
    '/search-results?filter=vitamin',
    '/articles',
    '/articles/4',
    '/my/announcements/2',
    '/about',
    '/disclaimer',
  ])('keeps the shop page %s for offline reading', (path) => {
    expect(rule(path)).toBe('shop-page')
  })

  it.each(['/products/12.data', '/_.data', '/my.data', '/my/articles/4.data?_routes=x'])(
    "keeps React Router's data answer %s with its page",
    (path) => {
      expect(rule(path, { mode: 'cors' })).toBe('shop-page')
    },
  )

  it.each([
    '/admin',
    '/admin/orders/3',
    '/my/admin/products',
    '/profile',
    '/orders/create',
    '/orders/15',
    '/favourites',
    '/auth/login',
    '/my/auth/register',
  ])('never keeps the page %s (only the offline page stands in for it)', (path) => {
    expect(rule(path)).toBe('page-not-cached')
  })

  it.each(['/admin.data', '/profile.data', '/orders/15.data', '/my/admin/orders.data'])(
    'never keeps the private data answer %s',
    (path) => {
      expect(rule(path, { mode: 'cors' })).toBe('not-cached')
    },
  )

  it.each([
    '/api/public/products/12',
    '/api/public/brands',
    '/api/public/blog/news?page=0',
    '/api/public/announcement/settings',
  ])('reads the catalogue call %s from the network first, the cache when offline', (path) => {
    expect(rule(path, { mode: 'cors' })).toBe('catalogue-read')
  })

  it.each([
    '/api/admin/orders',
    '/api/auth/providers',
    '/api/customers/me',
    '/api/customers/me/orders/3',
    '/api/customers/me/prescriptions/1/file',
    '/api/payments/pay/3',
    '/api/payments/return',
    '/api/public/sitemap',
    '/api/notifications',
  ])('never caches the call %s', (path) => {
    expect(rule(path, { mode: 'cors' })).toBe('not-cached')
  })

  it('keeps product pictures', () => {
    expect(rule('/media/products/vitamin-c-800.webp', { mode: 'no-cors' })).toBe('picture')
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'never caches a %s, not even of a public call',
    (method) => {
      expect(rule('/api/public/products/DEFAULT', { method, mode: 'cors' })).toBe('not-cached')
      expect(rule('/products/12', { method })).toBe('not-cached')
    },
  )

  it('never caches another site', () => {
    expect(
      cachingRuleFor({
        method: 'GET',
        url: new URL('https://gateway.example/media/pay.png'),
        origin: ORIGIN,
        mode: 'no-cors',
      }),
    ).toBe('not-cached')
  })

  it('leaves scripts and files that are not pages to the precache or the network', () => {
    expect(rule('/assets/shell-abc.js', { mode: 'cors' })).toBe('not-cached')
    expect(rule('/products/12', { mode: 'cors' })).toBe('not-cached')
  })

  it('covers every page the shop links to', () => {
    const shop = [paths.home, paths.products, paths.brands, paths.articles, paths.about]
    for (const path of shop) expect(rule(path)).toBe('shop-page')
    for (const path of [paths.profile, paths.checkout, paths.login, paths.favourites])
      expect(rule(path)).toBe('page-not-cached')
  })
})

describe('the language of the offline page', () => {
  it('is Burmese under /my only', () => {
    expect(isBurmesePage(new URL('/my/products/3', ORIGIN))).toBe(true)
    expect(isBurmesePage(new URL('/my', ORIGIN))).toBe(true)
    expect(isBurmesePage(new URL('/mystery', ORIGIN))).toBe(false)
    expect(isBurmesePage(new URL('/products/3', ORIGIN))).toBe(false)
  })
})
