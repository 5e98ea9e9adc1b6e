import { type AnnouncementList, PAGE_SIZE } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /public/announcement/settings: newest first, 12 a page; `page` is zero-based (the wire's). */
export function announcementListQuery(page: number, api: ApiFetch = browserApiFetch) {
  const size = PAGE_SIZE.announcements
  return queryOptions({
    queryKey: ['announcements', 'list', { page, size }],
    queryFn: () =>
      requestJson<AnnouncementList>(api, `/public/announcement/settings?page=${page}&size=${size}`),
  })
}

export function useAnnouncementList(page: number) {
  return useQuery(announcementListQuery(page))
}
