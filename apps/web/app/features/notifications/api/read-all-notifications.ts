import type { NotificationCount } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { NOTIFICATION_QUERIES_KEY } from './notification-keys.ts'

/** PUT /notifications/me/readAll: answers how many were marked read. */
export function readAllNotifications(api: ApiFetch = browserApiFetch) {
  return requestJson<NotificationCount>(api, '/notifications/me/readAll', { method: 'PUT' })
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => readAllNotifications(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERIES_KEY }),
  })
}
