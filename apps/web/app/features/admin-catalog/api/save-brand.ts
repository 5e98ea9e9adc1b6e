import type { AdminBrand, AdminBrandInput } from '@kyanma/shared'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** POST /admin/brands (no id) or PUT /admin/brands/{id}. */
export function saveBrand(id: number | undefined, body: AdminBrandInput) {
  return saveRecord<AdminBrand>('/admin/brands', id, body)
}

export function useSaveBrand(id: number | undefined) {
  return useRefreshingMutation((body: AdminBrandInput) => saveBrand(id, body), ADMIN_CATALOG_KEY)
}
