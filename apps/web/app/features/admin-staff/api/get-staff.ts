import type { AdminListParams, AdminStaffMember, ListResponse } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_STAFF_KEY } from './staff-keys.ts'

/** GET /admin/staff (admins only). */
export function staffQuery(params: AdminListParams) {
  const query = listQueryString(params)
  return queryOptions({
    queryKey: [...ADMIN_STAFF_KEY, 'list', query],
    queryFn: () => staffRequest<ListResponse<AdminStaffMember>>(`/admin/staff?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useStaff = (params: AdminListParams) => useQuery(staffQuery(params))
