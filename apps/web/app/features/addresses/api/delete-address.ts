import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADDRESS_QUERIES_KEY } from './get-addresses.ts'

/** DELETE /customers/me/addresses/{id}: answers {message}. */
export function deleteAddress(id: number, api: ApiFetch = browserApiFetch) {
  return requestJson<{ message: string }>(api, `/customers/me/addresses/${id}`, {
    method: 'DELETE',
  })
}

export function useDeleteAddress() {
  return useRefreshingMutation((id: number) => deleteAddress(id), ADDRESS_QUERIES_KEY)
}
