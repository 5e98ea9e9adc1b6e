import type { AdminProduct, AdminProductBody } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** POST /admin/products (no id) or PUT /admin/products/{id}: answers the saved product. */
export function saveProduct(id: number | undefined, body: AdminProductBody) {
  return saveRecord<AdminProduct>('/admin/products', id, body)
}

export function useSaveProduct(id: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminProductBody) => saveProduct(id, body),
    // The tables, the pickers' counts and the product itself all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  })
}
