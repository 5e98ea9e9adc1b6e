import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { NOTIFICATION_QUERIES_KEY } from './notification-keys.ts'

/** DELETE /notifications/me/{id}: answers 204. */
export function deleteNotification(id: number, api: ApiFetch = browserApiFetch) {
  return requestJson<void>(api, `/notifications/me/${id}`, { method: 'DELETE' })
}

export function useDeleteNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => deleteNotification(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERIES_KEY }),
  })
}
