import type { AdminContactMessage, ListResponse } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_MESSAGES_KEY } from './message-keys.ts'

/** GET /admin/contact-messages: newest first; `status` all, open or handled. */
export const { query: messagesQuery, useList: useMessages } = staffTable<
  ListResponse<AdminContactMessage>,
  { status: string }
>([...ADMIN_MESSAGES_KEY, 'list'], '/admin/contact-messages')
