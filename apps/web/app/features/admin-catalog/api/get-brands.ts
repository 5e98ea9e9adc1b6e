import type { AdminBrand, AdminListParams, ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** GET /admin/brands: one page of the brands table. */
export function brandsQuery(params: AdminListParams) {
  return staffTableQuery<ListResponse<AdminBrand>>(
    [...ADMIN_CATALOG_KEY, 'brands'],
    '/admin/brands',
    params,
  )
}

export const useAdminBrands = (params: AdminListParams) => useQuery(brandsQuery(params))
