import type { AdminAnnouncementList, AdminListParams } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'

export const announcementKeys = { all: ['admin', 'announcements'] as const }

/** GET /admin/announcements: one page of the announcements table. */
export function announcementListQuery(params: AdminListParams) {
  return queryOptions({
    queryKey: [...announcementKeys.all, params],
    queryFn: () =>
      staffRequest<AdminAnnouncementList>(`/admin/announcements?${listQueryString(params)}`),
    placeholderData: keepPreviousData,
  })
}

export const useAnnouncementList = (params: AdminListParams) =>
  useQuery(announcementListQuery(params))
