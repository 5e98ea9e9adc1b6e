import type { AdminContactMessage, AdminListParams, ListResponse } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_MESSAGES_KEY } from './message-keys.ts'

/** GET /admin/contact-messages: newest first; `status` all, open or handled. */
export function messagesQuery(params: AdminListParams, status: string) {
  const query = listQueryString(params, { status })
  return queryOptions({
    queryKey: [...ADMIN_MESSAGES_KEY, 'list', query],
    queryFn: () =>
      staffRequest<ListResponse<AdminContactMessage>>(`/admin/contact-messages?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useMessages = (params: AdminListParams, status: string) =>
  useQuery(messagesQuery(params, status))
