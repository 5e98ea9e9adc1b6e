import type { Address, SavedAddress } from '@kyanma/shared'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADDRESS_QUERIES_KEY } from './get-addresses.ts'

/** A change to the saved addresses; once it is made, every saved-address answer is read again. */
const useAddressChange = <Input, Answer>(change: (input: Input) => Promise<Answer>) =>
  useRefreshingMutation(change, ADDRESS_QUERIES_KEY)

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

export const useCreateAddress = () => useAddressChange((address: Address) => createAddress(address))
export const useUpdateAddress = () =>
  useAddressChange((saved: SavedAddress) => updateAddress(saved))
export const useDeleteAddress = () => useAddressChange((id: number) => deleteAddress(id))
