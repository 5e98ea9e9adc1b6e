import type { AdminCatalogOptions, Language } from '@kyanma/shared'
import type { ComboboxItem, OptionsFilter } from '@mantine/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { nameIn } from '#app/components/admin/name-in-language.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import type { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'
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

// The catalogue texts of any language.
type CatalogTexts = TextsOf<typeof adminCatalog>

// A retired entry is marked in the page's language (`texts` from useTexts(adminCatalog)).
const withState = (texts: CatalogTexts, label: string, isActive: boolean) =>
  isActive ? label : `${label}${texts.inactiveSuffix}`

interface PickerEntry extends ComboboxItem {
  /** Every name the entry answers to when staff type in the picker, lower-cased: both languages. */
  names: string
}

/** Both names of a category or brand, lower-cased for the picker's search. */
const bothNames = (named: { name: string; nameMy: string | null }) =>
  `${named.name} ${named.nameMy ?? ''}`.toLowerCase()

/**
 * The pickers' search (Mantine's `filter`): an entry matches what staff type in either language,
 * so "Vitamins" finds ဗီတာမင် on a Burmese page and the Burmese name finds it on an English one.
 */
export const pickerSearch: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().toLowerCase()
  if (!typed) return options
  return options.filter((option) => 'names' in option && String(option.names).includes(typed))
}

/**
 * The API lists entries by their English names; on a Burmese page they are named in Burmese, so
 * they are put in the order of what staff read. By code point, not `localeCompare`: Myanmar's
 * consonants are encoded in the order of the alphabet (က ခ ဂ …), and browsers whose ICU lacks
 * Burmese collation would otherwise order the same list differently.
 */
function inReadingOrder(entries: PickerEntry[], language: Language): PickerEntry[] {
  if (language === 'en') return entries
  return entries.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
}

/** Brand picker entries named in the page's language, retired ones marked. */
export function brandSelectData(
  options: AdminCatalogOptions | undefined,
  texts: CatalogTexts,
  language: Language,
) {
  const entries = (options?.brands ?? []).map((brand) => ({
    value: String(brand.id),
    label: withState(texts, nameIn(language, brand), brand.isActive),
    names: bothNames(brand),
  }))
  return inReadingOrder(entries, language)
}

/**
 * Picker entries named in the page's language: "Vitamin C · Vitamins" so same-named
 * subcategories can be told apart.
 */
export function categorySelectData(
  options: AdminCatalogOptions | undefined,
  texts: CatalogTexts,
  language: Language,
  exceptId?: number,
) {
  const byId = new Map(options?.categories.map((category) => [category.id, category]))
  const entries = (options?.categories ?? [])
    .filter((category) => category.id !== exceptId)
    .map((category) => {
      const name = nameIn(language, category)
      const parent = category.parentId === null ? undefined : byId.get(category.parentId)
      const label = parent ? `${name} · ${nameIn(language, parent)}` : name
      return {
        value: String(category.id),
        label: withState(texts, label, category.isActive),
        names: [category, parent].flatMap((named) => (named ? bothNames(named) : [])).join(' '),
      }
    })
  return inReadingOrder(entries, language)
}
