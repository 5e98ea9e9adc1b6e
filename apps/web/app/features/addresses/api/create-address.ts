import type { Address, SavedAddress } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { ADDRESS_QUERIES_KEY } from './get-addresses.ts'

/** POST /customers/me/addresses {address}: answers 201 with the saved address and its id. */
export function createAddress(address: Address, api: ApiFetch = browserApiFetch) {
  return requestJson<SavedAddress>(api, '/customers/me/addresses', {
    method: 'POST',
    body: { address },
  })
}

export function useCreateAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: Address) => createAddress(address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_QUERIES_KEY }),
  })
}
