import type { AdminListParams, AdminStaffMember, ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_STAFF_KEY } from './staff-keys.ts'

/** GET /admin/staff (admins only). */
export function staffQuery(params: AdminListParams) {
  return staffTableQuery<ListResponse<AdminStaffMember>>(
    [...ADMIN_STAFF_KEY, 'list'],
    '/admin/staff',
    params,
  )
}

export const useStaff = (params: AdminListParams) => useQuery(staffQuery(params))
