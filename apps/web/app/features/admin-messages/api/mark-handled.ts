import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_MESSAGES_KEY } from './message-keys.ts'

/** PUT /admin/contact-messages/{id}/handled. */
export function markHandled(id: number) {
  return staffRequest<{ message: string }>(`/admin/contact-messages/${id}/handled`, {
    method: 'PUT',
  })
}

export function useMarkHandled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_MESSAGES_KEY }),
  })
}
