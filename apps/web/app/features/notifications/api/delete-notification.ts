import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { NOTIFICATION_QUERIES_KEY } from './notification-keys.ts'

/** DELETE /notifications/me/{id}: answers 204. */
export function deleteNotification(id: number, api: ApiFetch = browserApiFetch) {
  return requestJson<void>(api, `/notifications/me/${id}`, { method: 'DELETE' })
}

export function useDeleteNotification() {
  return useRefreshingMutation(deleteNotification, NOTIFICATION_QUERIES_KEY)
}
