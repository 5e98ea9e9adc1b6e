import type { AdminContactMessage, AdminListParams, ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_MESSAGES_KEY } from './message-keys.ts'

/** GET /admin/contact-messages: newest first; `status` all, open or handled. */
export function messagesQuery(params: AdminListParams, status: string) {
  return staffTableQuery<ListResponse<AdminContactMessage>>(
    [...ADMIN_MESSAGES_KEY, 'list'],
    '/admin/contact-messages',
    params,
    { status },
  )
}

export const useMessages = (params: AdminListParams, status: string) =>
  useQuery(messagesQuery(params, status))
