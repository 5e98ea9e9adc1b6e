import type { AdminStaffCreate, AdminStaffMember } from '@kyanma/shared'
import { staffRequest } from '#app/lib/staff-api.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADMIN_STAFF_KEY } from './staff-keys.ts'

/** POST /admin/staff: answers the new account. */
export function createStaff(body: AdminStaffCreate) {
  return staffRequest<AdminStaffMember>('/admin/staff', { method: 'POST', body })
}

export function useCreateStaff() {
  return useRefreshingMutation(createStaff, ADMIN_STAFF_KEY)
}
