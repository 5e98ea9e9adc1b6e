import { staffRequest } from '#app/lib/staff-api.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADMIN_MESSAGES_KEY } from './message-keys.ts'

/** PUT /admin/contact-messages/{id}/handled. */
export function markHandled(id: number) {
  return staffRequest<{ message: string }>(`/admin/contact-messages/${id}/handled`, {
    method: 'PUT',
  })
}

export function useMarkHandled() {
  return useRefreshingMutation(markHandled, ADMIN_MESSAGES_KEY)
}
