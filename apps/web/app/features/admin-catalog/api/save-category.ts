import type { AdminCategory, AdminCategoryBody } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** POST /admin/categories (no id) or PUT /admin/categories/{id}. */
export function saveCategory(id: number | undefined, body: AdminCategoryBody) {
  return saveRecord<AdminCategory>('/admin/categories', id, body)
}

export function useSaveCategory(id: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminCategoryBody) => saveCategory(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  })
}
