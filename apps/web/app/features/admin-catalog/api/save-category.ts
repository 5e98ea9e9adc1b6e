import type { AdminCategory, AdminCategoryBody } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** POST /admin/categories (no id) or PUT /admin/categories/{id}. */
export function saveCategory(id: number | undefined, body: AdminCategoryBody) {
  return staffRequest<AdminCategory>(id ? `/admin/categories/${id}` : '/admin/categories', {
    method: id ? 'PUT' : 'POST',
    body,
  })
}

export function useSaveCategory(id: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminCategoryBody) => saveCategory(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  })
}
