import type { Announcement } from '@kyanma/shared'
import { contentDetailQuery } from '#app/lib/detail-page.ts'

/** GET /public/announcement/settings/{id}. */
export const announcementQuery = contentDetailQuery<Announcement>(
  'announcements',
  (id) => `/public/announcement/settings/${id}`,
)
