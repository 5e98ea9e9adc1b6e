import type { AdminAnnouncementUpdate } from '@kyanma/shared'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { announcementKeys } from './list-announcements.ts'

/** What either call answers that the screen uses: how many customers were told (on publish). */
interface SaveAnswer {
  id: number
  notified?: number
}

/**
 * POST /admin/announcements (no id: publishes and notifies every customer) or
 * PUT /admin/announcements/{id} (edits, notifies nobody); the table reloads after.
 */
export function useSaveAnnouncement() {
  return useRefreshingMutation(
    ({ id, body }: { id: number | null; body: AdminAnnouncementUpdate }) =>
      saveRecord<SaveAnswer>('/admin/announcements', id, body),
    announcementKeys.all,
  )
}
