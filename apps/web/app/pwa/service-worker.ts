import { Serwist } from '@serwist/window'

/** The shop's service worker (service-worker/sw.ts, built to /sw.js). */
export const SERVICE_WORKER_URL = '/sw.js'

let registered: Serwist | undefined

/**
 * Registers the service worker once per page, in production builds only: the development server
 * and the unit tests run without one, so nothing they do is answered from a cache.
 */
export function registerServiceWorker(): Serwist | undefined {
  if (import.meta.env.SSR || !import.meta.env.PROD || !('serviceWorker' in navigator))
    return undefined
  if (!registered) {
    registered = new Serwist(SERVICE_WORKER_URL, { scope: '/', type: 'classic' })
    // Registered after the page's load event (Serwist's default), so the worker's downloads never
    // compete with the first paint. A browser that refuses workers keeps the plain shop.
    registered.register().catch(() => undefined)
  }
  return registered
}
