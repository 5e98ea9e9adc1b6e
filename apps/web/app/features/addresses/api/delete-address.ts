import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { ADDRESS_QUERIES_KEY } from './get-addresses.ts'

/** DELETE /customers/me/addresses/{id}: answers {message}. */
export function deleteAddress(id: number, api: ApiFetch = browserApiFetch) {
  return requestJson<{ message: string }>(api, `/customers/me/addresses/${id}`, {
    method: 'DELETE',
  })
}

export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => deleteAddress(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_QUERIES_KEY }),
  })
}
