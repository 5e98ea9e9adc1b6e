import type { Address, SavedAddress } from '@kyanma/shared'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADDRESS_QUERIES_KEY } from './get-addresses.ts'

/** POST /customers/me/addresses {address}: answers 201 with the saved address and its id. */
export function createAddress(address: Address, api: ApiFetch = browserApiFetch) {
  return requestJson<SavedAddress>(api, '/customers/me/addresses', {
    method: 'POST',
    body: { address },
  })
}

export function useCreateAddress() {
  return useRefreshingMutation((address: Address) => createAddress(address), ADDRESS_QUERIES_KEY)
}
