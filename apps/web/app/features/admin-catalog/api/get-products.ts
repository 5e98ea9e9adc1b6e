import type { AdminProductRow, ListResponse } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

export interface ProductFilters {
  categoryId?: string
  /** 'true', 'false' or '' for both. */
  active?: string
}

/** GET /admin/products: one page of the products table. */
export const { query: productsQuery, useList: useAdminProducts } = staffTable<
  ListResponse<AdminProductRow>,
  ProductFilters
>([...ADMIN_CATALOG_KEY, 'products'], '/admin/products')
