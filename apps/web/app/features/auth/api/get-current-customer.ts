import type { Customer } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /customers/me: the signed-in customer (spec section 3). */
export function currentCustomerQuery(api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['customers', 'me'],
    queryFn: () => requestJson<Customer>(api, '/customers/me'),
    // A 401 means "signed out", not a hiccup: never retry it.
    retry: (failures, error) =>
      failures < 3 && !(error instanceof Error && 'status' in error && error.status === 401),
  })
}

export function useCurrentCustomer(enabled = true) {
  return useQuery({ ...currentCustomerQuery(), enabled })
}
