import type { AdminAnnouncementList, AdminListParams } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'

export const announcementKeys = { all: ['admin', 'announcements'] as const }

/** GET /admin/announcements: one page of the announcements table. */
export function announcementListQuery(params: AdminListParams) {
  return staffTableQuery<AdminAnnouncementList>(
    announcementKeys.all,
    '/admin/announcements',
    params,
  )
}

export const useAnnouncementList = (params: AdminListParams) =>
  useQuery(announcementListQuery(params))
