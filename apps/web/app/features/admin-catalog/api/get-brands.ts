import type { AdminBrand, ListResponse } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** GET /admin/brands: one page of the brands table. */
export const { query: brandsQuery, useList: useAdminBrands } = staffTable<ListResponse<AdminBrand>>(
  [...ADMIN_CATALOG_KEY, 'brands'],
  '/admin/brands',
)
