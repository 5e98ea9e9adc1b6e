import type { AdminBrand, AdminBrandInput } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** POST /admin/brands (no id) or PUT /admin/brands/{id}. */
export function saveBrand(id: number | undefined, body: AdminBrandInput) {
  return saveRecord<AdminBrand>('/admin/brands', id, body)
}

export function useSaveBrand(id: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminBrandInput) => saveBrand(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  })
}
