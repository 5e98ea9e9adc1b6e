import type { AuthProviders } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /auth/providers: which social sign-in buttons to show, and where they lead. */
export function authProvidersQuery(api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: () => requestJson<AuthProviders>(api, '/auth/providers'),
    staleTime: 10 * 60_000,
  })
}

export function useAuthProviders() {
  return useQuery(authProvidersQuery())
}
