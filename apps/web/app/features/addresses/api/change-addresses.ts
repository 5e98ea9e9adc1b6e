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

/**
 * PUT /customers/me/addresses/{id} {address}: replaces the saved address (the spec leaves
 * editing unwired; a shop's customers expect it to work). Another customer's id answers 404.
 */
export function updateAddress({ id, address }: SavedAddress, api: ApiFetch = browserApiFetch) {
  return requestJson<SavedAddress>(api, `/customers/me/addresses/${id}`, {
    method: 'PUT',
    body: { address },
  })
}

/** DELETE /customers/me/addresses/{id}: answers {message}. */
export function deleteAddress(id: number, api: ApiFetch = browserApiFetch) {
  return requestJson<{ message: string }>(api, `/customers/me/addresses/${id}`, {
    method: 'DELETE',
  })
}

// After each change, every saved-address answer is read again.
export const useCreateAddress = () => useRefreshingMutation(createAddress, ADDRESS_QUERIES_KEY)
export const useUpdateAddress = () => useRefreshingMutation(updateAddress, ADDRESS_QUERIES_KEY)
export const useDeleteAddress = () => useRefreshingMutation(deleteAddress, ADDRESS_QUERIES_KEY)
