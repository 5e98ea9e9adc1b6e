import type { AdminStaffMember, ListResponse } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_STAFF_KEY } from './staff-keys.ts'

/** GET /admin/staff (admins only). */
export const { query: staffQuery, useList: useStaff } = staffTable<ListResponse<AdminStaffMember>>(
  [...ADMIN_STAFF_KEY, 'list'],
  '/admin/staff',
)
