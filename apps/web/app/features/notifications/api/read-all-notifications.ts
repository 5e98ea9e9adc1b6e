import type { NotificationCount } from '@kyanma/shared'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { NOTIFICATION_QUERIES_KEY } from './notification-keys.ts'

/** PUT /notifications/me/readAll: answers how many were marked read. */
export function readAllNotifications(api: ApiFetch = browserApiFetch) {
  return requestJson<NotificationCount>(api, '/notifications/me/readAll', { method: 'PUT' })
}

export function useReadAllNotifications() {
  return useRefreshingMutation(() => readAllNotifications(), NOTIFICATION_QUERIES_KEY)
}
