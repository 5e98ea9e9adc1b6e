import type { AdminCategory, ListResponse } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** GET /admin/categories: one page of the categories table. */
export const { query: categoriesQuery, useList: useAdminCategories } = staffTable<
  ListResponse<AdminCategory>
>([...ADMIN_CATALOG_KEY, 'categories'], '/admin/categories')
