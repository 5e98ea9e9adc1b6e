import type { AdminAnnouncementList } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'

export const announcementKeys = { all: ['admin', 'announcements'] as const }

/** GET /admin/announcements: one page of the announcements table. */
export const { query: announcementListQuery, useList: useAnnouncementList } =
  staffTable<AdminAnnouncementList>(announcementKeys.all, '/admin/announcements')
