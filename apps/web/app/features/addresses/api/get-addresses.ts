import type { SavedAddress } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** Every saved-address answer's key starts with this; a change refreshes them through it. */
export const ADDRESS_QUERIES_KEY = ['addresses'] as const

/** One page holds every address a customer keeps in practice. */
const ALL_ADDRESSES = { page: 0, size: 50 } as const

export interface SavedAddressList {
  data: SavedAddress[]
  total: number
  pageSize: number
}

/** GET /customers/me/addresses?page=0&size=50: the signed-in customer's saved addresses. */
export function savedAddressesQuery(api: ApiFetch = browserApiFetch) {
  const query = new URLSearchParams({
    page: String(ALL_ADDRESSES.page),
    size: String(ALL_ADDRESSES.size),
  })
  return queryOptions({
    queryKey: [...ADDRESS_QUERIES_KEY, 'list', ALL_ADDRESSES],
    queryFn: () => requestJson<SavedAddressList>(api, `/customers/me/addresses?${query}`),
  })
}

export function useSavedAddresses() {
  return useQuery(savedAddressesQuery())
}
