/**
 * The shop's service worker (docs/decisions/046): Serwist precaches the app shell and applies
 * the caching rule of app/pwa/caching-rules.ts to every other request. Bundled and given its
 * precache list after the web build by scripts/build-offline-support.ts.
 */
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  Serwist,
  type SerwistGlobalConfig,
  type SerwistPlugin,
  StaleWhileRevalidate,
} from 'serwist'
import { CACHES, SIGNED_IN_CACHES, SIGNED_OUT_MESSAGE } from '../app/pwa/cache-names.ts'
import {
  type CachingRule,
  cachingRuleFor,
  isBurmesePage,
  OFFLINE_PAGES,
} from '../app/pwa/caching-rules.ts'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60

/** Only complete answers are kept: never an error, a redirect or an opaque answer. */
const onlyComplete = () => new CacheableResponsePlugin({ statuses: [200] })

/**
 * How many times a customer has signed out while this worker ran. The page deletes the signed-in
 * caches itself, but a stale-while-revalidate refresh already on its way, fetched with the
 * customer who left, would put their answer back when it lands: an answer is saved only if no
 * sign-out came between its request and its arrival.
 */
let signOuts = 0

const notFromBeforeSignOut = (): SerwistPlugin => ({
  requestWillFetch: async ({ request, state }) => {
    if (state) state.signOuts = signOuts
    return request
  },
  cacheWillUpdate: async ({ response, state }) => (state?.signOuts === signOuts ? response : null),
})

self.addEventListener('message', (event) => {
  if (event.data?.type !== SIGNED_OUT_MESSAGE) return
  signOuts += 1
  event.waitUntil(Promise.all(SIGNED_IN_CACHES.map((name) => caches.delete(name))))
})

const matches =
  (rule: CachingRule) =>
  ({ request, url }: RouteMatchCallbackOptions) =>
    cachingRuleFor({
      method: request.method,
      url,
      origin: self.location.origin,
      mode: request.mode,
    }) === rule

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version waits until the shopper agrees to refresh (app/pwa/update-prompt.tsx).
  skipWaiting: false,
  // The first version takes the open pages at once: there is nothing older to break.
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: matches('shop-page'),
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.pages,
        plugins: [
          onlyComplete(),
          notFromBeforeSignOut(),
          new ExpirationPlugin({
            maxEntries: 80,
            maxAgeSeconds: 14 * DAY,
            purgeOnQuotaError: true,
          }),
        ],
      }),
    },
    {
      matcher: matches('picture'),
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.pictures,
        plugins: [
          onlyComplete(),
          new ExpirationPlugin({
            maxEntries: 200,
            maxAgeSeconds: 30 * DAY,
            purgeOnQuotaError: true,
          }),
        ],
      }),
    },
    {
      matcher: matches('catalogue-read'),
      handler: new NetworkFirst({
        cacheName: CACHES.catalogue,
        // On a connection that hangs rather than fails, the saved answer after a few seconds.
        networkTimeoutSeconds: 6,
        plugins: [
          onlyComplete(),
          notFromBeforeSignOut(),
          new ExpirationPlugin({
            maxEntries: 150,
            maxAgeSeconds: 14 * DAY,
            purgeOnQuotaError: true,
          }),
        ],
      }),
    },
    // Account, checkout and back-office pages go to the network; offline, the offline page.
    { matcher: matches('page-not-cached'), handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [
      {
        url: OFFLINE_PAGES.my,
        matcher: ({ request }) =>
          request.mode === 'navigate' && isBurmesePage(new URL(request.url)),
      },
      { url: OFFLINE_PAGES.en, matcher: ({ request }) => request.mode === 'navigate' },
    ],
  },
})

// A new version's pages name new scripts: the saved pages of the old one would load scripts the
// server no longer has, so they go when it takes over (pictures and catalogue answers stay).
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(CACHES.pages))
})

serwist.addEventListeners()
