import type { AdminAnnouncementUpdate } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveRecord } from '#app/components/admin/table-records.ts'
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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminAnnouncementUpdate }) =>
      saveRecord<SaveAnswer>('/admin/announcements', id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  })
}
