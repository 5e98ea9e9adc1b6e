import type { AdminCategory, AdminCategoryBody } from '@kyanma/shared'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** POST /admin/categories (no id) or PUT /admin/categories/{id}. */
export function saveCategory(id: number | undefined, body: AdminCategoryBody) {
  return saveRecord<AdminCategory>('/admin/categories', id, body)
}

export function useSaveCategory(id: number | undefined) {
  return useRefreshingMutation(
    (body: AdminCategoryBody) => saveCategory(id, body),
    ADMIN_CATALOG_KEY,
  )
}
