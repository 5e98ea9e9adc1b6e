import type { AdminProduct, AdminProductBody } from '@kyanma/shared'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** POST /admin/products (no id) or PUT /admin/products/{id}: answers the saved product. */
export function saveProduct(id: number | undefined, body: AdminProductBody) {
  return saveRecord<AdminProduct>('/admin/products', id, body)
}

export function useSaveProduct(id: number | undefined) {
  // The tables, the pickers' counts and the product itself all change.
  return useRefreshingMutation((body: AdminProductBody) => saveProduct(id, body), ADMIN_CATALOG_KEY)
}
