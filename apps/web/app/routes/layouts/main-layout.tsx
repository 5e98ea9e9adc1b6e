import type { QueryClient } from '@tanstack/react-query'
import { HydrationBoundary } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { RouteErrorFallback } from '#app/components/errors/route-error-fallback.tsx'
import { CategoryBar } from '#app/components/layout/category-bar.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { TopBar } from '#app/components/layout/top-bar.tsx'
import { type SessionState, session } from '#app/features/auth/session-store.ts'
import { childCategoriesQuery } from '#app/features/catalog/api/get-categories.ts'
import {
  type ShopperStatus,
  ShopperStatusContext,
  type ShopperStatusSource,
} from '#app/features/catalog/shopper-status.ts'
import type { ApiFetch } from '#app/lib/api-client.ts'
import { prefetchOnServer } from '#app/lib/prefetch.server.ts'
import { prefetchInBrowser } from '#app/lib/prefetch.ts'
import { DeferredOfflineSupport } from '#app/pwa/deferred-offline-support.tsx'
import type { Route } from './+types/main-layout'

/**
 * The footer is below the fold of every page, so its code and texts are not part of the first
 * load (issue 18): the server renders it, and its HTML stays as it is until its code arrives after
 * the page's, when React hydrates it.
 */
const SiteFooter = lazy(() =>
  import('#app/components/layout/site-footer.tsx').then((module) => ({
    default: module.SiteFooter,
  })),
)

function prefetchLayout(queryClient: QueryClient, api?: ApiFetch) {
  return queryClient.prefetchQuery(childCategoriesQuery(undefined, api))
}

export async function loader({ context }: Route.LoaderArgs) {
  return prefetchOnServer(context, prefetchLayout)
}

export async function clientLoader() {
  return prefetchInBrowser(prefetchLayout)
}

// The footer's categories do not change with the page: load them once per visit.
export function shouldRevalidate() {
  return false
}

const SHOPPER_STATUS: Record<SessionState['status'], ShopperStatus> = {
  loading: 'unknown',
  'signed-out': 'visitor',
  'signed-in': 'customer',
}

/**
 * The shop's frame (spec section 2, Layout) around every main route. It tells the catalogue
 * whether someone is signed in (the hearts on product cards).
 *
 * Each part of the frame and the page stand in a Suspense boundary of their own, though none
 * waits for anything on the server: React hydrates a boundary of the server's HTML as work of its
 * own, after the rest, yielding to the browser between slices. Without them the whole page
 * hydrated in one task, 40-50 ms on a fast laptop and four times that on a slow phone, which
 * cannot answer a tap meanwhile (decision 076). A tap on a part not yet hydrated hydrates that
 * part first and is then replayed.
 */
export default function MainLayout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ShopperStatusContext value={SESSION_SHOPPER}>
        <Suspense fallback={null}>
          <TopBar />
        </Suspense>
        <Suspense fallback={null}>
          <SiteHeader />
        </Suspense>
        <Suspense fallback={null}>
          <CategoryBar />
        </Suspense>
        <main style={{ minHeight: '60vh' }}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <DeferredOfflineSupport />
      </ShopperStatusContext>
    </HydrationBoundary>
  )
}

/** The catalogue reads whether someone is signed in from the session (shopper-status.ts). */
const SESSION_SHOPPER: ShopperStatusSource = {
  current: () => SHOPPER_STATUS[session.current().status],
  subscribe: session.subscribe,
}

/** A page that fails to render keeps the header and footer around the fallback. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <TopBar />
      <SiteHeader />
      <main>
        <RouteErrorFallback error={error} />
      </main>
    </>
  )
}
