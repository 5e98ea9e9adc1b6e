import { lazy, Suspense } from 'react'

const OfflineSupport = lazy(() => import('./offline-support.tsx'))

/**
 * The connection banner, the new-version prompt and the service worker's registration
 * (offline-support.tsx) in a file of their own: the first load's scripts carry only this line.
 * The page hydrates without waiting for it, and the worker registers after the load event.
 */
export function DeferredOfflineSupport() {
  return (
    <Suspense>
      <OfflineSupport />
    </Suspense>
  )
}
