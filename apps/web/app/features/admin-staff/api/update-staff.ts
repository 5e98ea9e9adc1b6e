import type { AdminStaffMember, AdminStaffUpdate } from '@kyanma/shared'
import { staffRequest } from '#app/lib/staff-api.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADMIN_STAFF_KEY } from './staff-keys.ts'

/** PUT /admin/staff/{id}: name, role, disabled. */
export function updateStaff(id: number, body: AdminStaffUpdate) {
  return staffRequest<AdminStaffMember>(`/admin/staff/${id}`, { method: 'PUT', body })
}

export function useUpdateStaff(id: number) {
  return useRefreshingMutation((body: AdminStaffUpdate) => updateStaff(id, body), ADMIN_STAFF_KEY)
}
