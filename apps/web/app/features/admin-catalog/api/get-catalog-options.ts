import type { AdminCatalogOptions } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api.ts'
import type { adminCatalog } from '../../../locales/en/admin/catalog.ts'
import { ADMIN_CATALOG_KEY } from './catalog-keys.ts'

/** GET /admin/catalog/options: every category and brand, for the pickers. */
export function catalogOptionsQuery() {
  return queryOptions({
    queryKey: [...ADMIN_CATALOG_KEY, 'options'],
    queryFn: () => staffRequest<AdminCatalogOptions>('/admin/catalog/options'),
    staleTime: 60_000,
  })
}

export const useCatalogOptions = () => useQuery(catalogOptionsQuery())

type CatalogTexts = typeof adminCatalog

// A retired entry is marked in the page's language (`texts` from useTexts(adminCatalog)).
const withState = (texts: CatalogTexts, label: string, isActive: boolean) =>
  isActive ? label : `${label}${texts.inactiveSuffix}`

/** Brand picker entries, retired ones marked. */
export function brandSelectData(options: AdminCatalogOptions | undefined, texts: CatalogTexts) {
  return (options?.brands ?? []).map((brand) => ({
    value: String(brand.id),
    label: withState(texts, brand.name, brand.isActive),
  }))
}

/** Picker entries: "Vitamin C · Vitamins" so same-named subcategories can be told apart. */
export function categorySelectData(
  options: AdminCatalogOptions | undefined,
  texts: CatalogTexts,
  exceptId?: number,
) {
  const names = new Map(options?.categories.map((c) => [c.id, c.name]))
  return (options?.categories ?? [])
    .filter((category) => category.id !== exceptId)
    .map((category) => {
      const parent = category.parentId === null ? undefined : names.get(category.parentId)
      const label = parent ? `${category.name} · ${parent}` : category.name
      return { value: String(category.id), label: withState(texts, label, category.isActive) }
    })
}
