import type { AdminStaffMember, AdminStaffUpdate } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_STAFF_KEY } from './staff-keys.ts'

/** PUT /admin/staff/{id}: name, role, disabled. */
export function updateStaff(id: number, body: AdminStaffUpdate) {
  return staffRequest<AdminStaffMember>(`/admin/staff/${id}`, { method: 'PUT', body })
}

export function useUpdateStaff(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminStaffUpdate) => updateStaff(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_STAFF_KEY }),
  })
}
