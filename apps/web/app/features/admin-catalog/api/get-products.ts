import type { AdminListParams, AdminProductRow, ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

export interface ProductFilters {
  categoryId?: string
  /** 'true', 'false' or '' for both. */
  active?: string
}

/** GET /admin/products: one page of the products table. */
export function productsQuery(params: AdminListParams, filters: ProductFilters) {
  return staffTableQuery<ListResponse<AdminProductRow>>(
    [...ADMIN_CATALOG_KEY, 'products'],
    '/admin/products',
    params,
    { ...filters },
  )
}

export const useAdminProducts = (params: AdminListParams, filters: ProductFilters) =>
  useQuery(productsQuery(params, filters))
