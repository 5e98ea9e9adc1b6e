import type { SavedAddress } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { ADDRESS_QUERIES_KEY } from './get-addresses.ts'

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

export function useUpdateAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (saved: SavedAddress) => updateAddress(saved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_QUERIES_KEY }),
  })
}
