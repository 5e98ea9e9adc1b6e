/**
 * Which caching rule the service worker applies to a request (docs/decisions/046). Pure, so the
 * table is tested without a worker (caching-rules.test.ts); service-worker/sw.ts maps each rule
 * to a Serwist strategy. Anything not named here is left to the network, uncached.
 */
export type CachingRule =
  /** A shop page, HTML or `.data`: stale-while-revalidate, offline page when never seen. */
  | 'shop-page'
  /** A public picture under /media: stale-while-revalidate. */
  | 'picture'
  /** A catalogue read under /api/public: network first, the cached answer when offline. */
  | 'catalogue-read'
  /** Any other page (account, checkout, back office): network only, offline page when offline. */
  | 'page-not-cached'
  /** Never touched by the worker. */
  | 'not-cached'

export interface RequestFacts {
  method: string
  url: URL
  /** Where the page lives: requests to other origins are never cached. */
  origin: string
  /** 'navigate' for a page load. */
  mode: RequestMode
}

/** Pages a shopper browses, the same for everyone (routes.ts), English paths. */
const SHOP_PAGE =
  /^\/(?:|products|products\/\d+|brands|search-results|articles|articles\/\d+|announcements|announcements\/\d+|about|contact-us|policies|delivery-method|disclaimer|reward-program)$/
/** The Burmese copy of a page lives under /my (decision 037). */
const LANGUAGE_PREFIX = /^\/my(?=\/|$|\.data$)/
/** React Router's data requests: `/products/7.data`, and `/_.data` for the home page. */
const DATA_SUFFIX = /(?:\/_)?\.data$/
/** Catalogue reads that are the same for every visitor (favourite marks aside). */
const CATALOGUE_READ = /^\/api\/public\/(?!sitemap|contact)/

/** The page a request is for, without language prefix, data suffix or trailing slash. */
function pagePath(pathname: string): string {
  const path = pathname.replace(LANGUAGE_PREFIX, '').replace(DATA_SUFFIX, '')
  return path.length > 1 ? path.replace(/\/$/, '') : '/'
}

/**
 * Whether an address (either language, `.data` or not) is a shop page, the same for everyone:
 * the pages the worker keeps, and the routes whose code it precaches.
 */
export function isShopPage(pathname: string): boolean {
  return SHOP_PAGE.test(pagePath(pathname))
}

export function cachingRuleFor(request: RequestFacts): CachingRule {
  const { url } = request
  // Writes (orders, uploads, payments, sign-in) and other sites are never the worker's business.
  if (request.method !== 'GET' || url.origin !== request.origin) return 'not-cached'
  if (url.pathname.startsWith('/media/')) return 'picture'
  if (url.pathname.startsWith('/api/')) {
    return CATALOGUE_READ.test(url.pathname) ? 'catalogue-read' : 'not-cached'
  }
  const isData = DATA_SUFFIX.test(url.pathname)
  if (request.mode !== 'navigate' && !isData) return 'not-cached'
  if (isShopPage(url.pathname)) return 'shop-page'
  return request.mode === 'navigate' ? 'page-not-cached' : 'not-cached'
}

/** Burmese pages get the Burmese offline page. */
export function isBurmesePage(url: URL): boolean {
  return LANGUAGE_PREFIX.test(url.pathname)
}

/** The offline pages, written at build time from the locale files (scripts/build-offline-support.ts). */
export const OFFLINE_PAGES = { en: '/offline.html', my: '/offline-my.html' } as const
