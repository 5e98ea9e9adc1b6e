import type { AdminCategory, AdminListParams, ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** GET /admin/categories: one page of the categories table. */
export function categoriesQuery(params: AdminListParams) {
  return staffTableQuery<ListResponse<AdminCategory>>(
    [...ADMIN_CATALOG_KEY, 'categories'],
    '/admin/categories',
    params,
  )
}

export const useAdminCategories = (params: AdminListParams) => useQuery(categoriesQuery(params))
