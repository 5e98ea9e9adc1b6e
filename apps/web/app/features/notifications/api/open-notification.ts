import type { Notification } from '@kyanma/shared'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { NOTIFICATION_QUERIES_KEY } from './notification-keys.ts'

/** GET /notifications/me/{id}: the notification, marked read by the server when first opened. */
export function openNotification(id: number, api: ApiFetch = browserApiFetch) {
  return requestJson<Notification>(api, `/notifications/me/${id}`)
}

/** A mutation although it is a GET: it changes readAt, so the list and the count refresh. */
export function useOpenNotification() {
  return useRefreshingMutation(openNotification, NOTIFICATION_QUERIES_KEY)
}
