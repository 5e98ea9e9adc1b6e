import type { AdminBrand, AdminListParams, ListResponse } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** GET /admin/brands: one page of the brands table. */
export function brandsQuery(params: AdminListParams) {
  const query = listQueryString(params)
  return queryOptions({
    queryKey: [...ADMIN_CATALOG_KEY, 'brands', query],
    queryFn: () => staffRequest<ListResponse<AdminBrand>>(`/admin/brands?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useAdminBrands = (params: AdminListParams) => useQuery(brandsQuery(params))
