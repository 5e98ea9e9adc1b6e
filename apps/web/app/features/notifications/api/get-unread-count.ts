import type { NotificationCount } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { NOTIFICATION_QUERIES_KEY } from './notification-keys.ts'

/** The bell asks again at this pace, so a notification written elsewhere shows up by itself. */
export const UNREAD_COUNT_REFRESH_MS = 60_000

/** GET /notifications/me/count: how many are unread. */
export function unreadCountQuery(api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: [...NOTIFICATION_QUERIES_KEY, 'count'],
    queryFn: () => requestJson<NotificationCount>(api, '/notifications/me/count'),
  })
}

/** Only signed in; refreshed on window focus and every minute while the page is visible. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    ...unreadCountQuery(),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  })
}
