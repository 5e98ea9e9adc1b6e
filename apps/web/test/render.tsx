import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { type ReactNode, Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { theme } from '../app/theme.ts'

/**
 * Renders a component as the app would: Mantine theme, a fresh QueryClient (no retries, so
 * failures show at once) and a router at `url`. Returns the router to read the URL it ends at.
 */
export function renderInApp(
  ui: ReactNode,
  {
    url = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { url?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] })
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
