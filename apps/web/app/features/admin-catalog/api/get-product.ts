import type { AdminProduct } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** GET /admin/products/{id}: every editable field of one product. */
export function productQuery(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_CATALOG_KEY, 'product', id],
    queryFn: () => staffRequest<AdminProduct>(`/admin/products/${id}`),
  })
}

export const useAdminProduct = (id: number, enabled: boolean) =>
  useQuery({ ...productQuery(id), enabled })
