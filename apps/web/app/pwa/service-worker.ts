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
    const worker = new Serwist(SERVICE_WORKER_URL, { scope: '/', type: 'classic' })
    registered = worker
    // A browser that refuses workers keeps the plain shop.
    whenSettled(() => worker.register({ immediate: true }).catch(() => undefined))
  }
  return registered
}

/**
 * Runs `work` once the page has loaded and the main thread is idle. The worker's first install
 * downloads and stores the app shell (decision 046): started at the load event, it competed
 * with hydration for a slow phone's CPU, and the Burmese home page's blocking time under
 * Lighthouse went from about 400 ms to between 430 and 2,400 ms (decision 050).
 */
function whenSettled(work: () => void) {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: IDLE_WAIT_MS })
    else setTimeout(work, FALLBACK_WAIT_MS)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/** The longest wait for an idle moment; then the worker registers all the same. */
const IDLE_WAIT_MS = 10_000
/** Browsers without requestIdleCallback (Safari before 18): a pause after the load event. */
const FALLBACK_WAIT_MS = 3_000
