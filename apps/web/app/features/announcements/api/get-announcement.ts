import type { Announcement } from '@kyanma/shared'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { retryUnlessMissing } from '#app/lib/detail-page.ts'

/** GET /public/announcement/settings/{id}. */
export function announcementQuery(id: number, api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['announcements', 'detail', id],
    queryFn: () => requestJson<Announcement>(api, `/public/announcement/settings/${id}`),
    retry: retryUnlessMissing,
  })
}

/** The route's loader fetched it, so it is in the cache when the page renders. */
export function useAnnouncement(id: number) {
  return useSuspenseQuery(announcementQuery(id)).data
}
