import { MantineProvider } from '@mantine/core'
import { dehydrate, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { type ComponentType, type ReactElement, type ReactNode, Suspense } from 'react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { theme } from '../app/theme.ts'

interface RenderOptions {
  url?: string
  queryClient?: QueryClient
}

/**
 * Renders a component as the app would: Mantine theme, a fresh QueryClient (no retries, so
 * failures show at once) and a router at `url`. Returns the router to read the URL it ends at.
 */
export function renderInApp(ui: ReactNode, options: RenderOptions = {}) {
  return renderRoutesInApp([{ path: '*', element: ui }], options)
}

/**
 * As renderInApp, for a screen that needs its own addresses (its :id, or a stand-in page to
 * leave it for): the router has `routes`.
 */
export function renderRoutesInApp(
  routes: RouteObject[],
  {
    url = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        {/* A translated screen waits for its texts' file, as in the app. */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { ...result, router, queryClient }
}

/**
 * A route's page given only its `loaderData`, as its loader leaves it. Route components are typed
 * for all of React Router's props; the pages the route tests draw read only loaderData.
 */
export function pageWithLoaderData(Page: unknown, loaderData: object): ReactElement {
  const Route = Page as ComponentType<{ loaderData: object }>
  return <Route loaderData={loaderData} />
}

/**
 * The cache a route's loader hands its page as `loaderData.dehydratedState`: each query key
 * already holding its data, as if the server had fetched it before rendering.
 */
export function loaderCache(entries: [queryKey: QueryKey, data: unknown][]) {
  const server = new QueryClient()
  for (const [queryKey, data] of entries) server.setQueryData(queryKey, data)
  return dehydrate(server)
}
