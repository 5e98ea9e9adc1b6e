import type { AdminListParams, AdminProductRow, ListResponse } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

export interface ProductFilters {
  categoryId?: string
  /** 'true', 'false' or '' for both. */
  active?: string
}

/** GET /admin/products: one page of the products table. */
export function productsQuery(params: AdminListParams, filters: ProductFilters) {
  const query = listQueryString(params, { ...filters })
  return queryOptions({
    queryKey: [...ADMIN_CATALOG_KEY, 'products', query],
    queryFn: () => staffRequest<ListResponse<AdminProductRow>>(`/admin/products?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const useAdminProducts = (params: AdminListParams, filters: ProductFilters) =>
  useQuery(productsQuery(params, filters))
