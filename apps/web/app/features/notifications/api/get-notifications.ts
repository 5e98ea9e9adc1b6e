import { type NotificationList, PAGE_SIZE } from '@kyanma/shared'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { NOTIFICATION_QUERIES_KEY } from './notification-keys.ts'

/** GET /notifications/me?page=&size=10: newest first, one zero-based page after another. */
export function notificationsQuery(api: ApiFetch = browserApiFetch) {
  const size = PAGE_SIZE.notifications
  return infiniteQueryOptions({
    queryKey: [...NOTIFICATION_QUERIES_KEY, 'list'],
    queryFn: ({ pageParam }) =>
      requestJson<NotificationList>(api, `/notifications/me?page=${pageParam}&size=${size}`),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0)
      return loaded < last.total && last.data.length > 0 ? pages.length : undefined
    },
  })
}

export function useNotifications() {
  // Opened from the bell: always the latest, not a minute-old copy.
  return useInfiniteQuery({ ...notificationsQuery(), staleTime: 0 })
}
