import type { AdminCategory, AdminListParams, ListResponse } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** GET /admin/categories: one page of the categories table. */
export function categoriesQuery(params: AdminListParams) {
  const query = listQueryString(params)
  return queryOptions({
    queryKey: [...ADMIN_CATALOG_KEY, 'categories', query],
    queryFn: () => staffRequest<ListResponse<AdminCategory>>(`/admin/categories?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useAdminCategories = (params: AdminListParams) => useQuery(categoriesQuery(params))
