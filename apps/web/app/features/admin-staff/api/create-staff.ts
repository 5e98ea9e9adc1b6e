import type { AdminStaffCreate, AdminStaffMember } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_STAFF_KEY } from './staff-keys.ts'

/** POST /admin/staff: answers the new account. */
export function createStaff(body: AdminStaffCreate) {
  return staffRequest<AdminStaffMember>('/admin/staff', { method: 'POST', body })
}

export function useCreateStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_STAFF_KEY }),
  })
}
