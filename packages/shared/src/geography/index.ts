import type { SelectOption } from '../select-option.ts'
import { MYANMAR_REGIONS } from './myanmar-regions.generated.ts'

/**
 * Myanmar's regions and townships for the address forms (spec section 3, Region data). Not part
 * of the package's main entry: the browser loads it (about 3 KB compressed) only on the pages
 * with an address form, through `import('@kyanma/shared/geography')`.
 *
 * Data: kyawthura-gg/myanmar-geography-json, MIT licence, copyright (c) 2024 Kyaw Thura
 * (LICENSE-myanmar-geography in this folder); regenerate with scripts/build-geography.mjs.
 */

/** The region whose addresses may choose home delivery only (spec section 9, checkout). */
export const YANGON_REGION = 'Yangon Region'

const byName = (a: string, b: string) => a.localeCompare(b, 'en')

/** Every region and state, alphabetically ('Ayeyarwady Region' ... 'Yangon Region'). */
export const REGION_NAMES: readonly string[] = MYANMAR_REGIONS.map(([name]) => name).sort(byName)

const regionTownships = new Map(
  MYANMAR_REGIONS.map(([name, districts]) => [
    name,
    districts.flatMap(([, townships]) => townships).sort(byName),
  ]),
)

/** Township name → the regions that have a township of that name (three names are in two). */
const townshipRegions = new Map<string, string[]>()
/** Township name → its districts' names, the words that also find it in a search. */
const townshipDistricts = new Map<string, string[]>()
for (const [region, districts] of MYANMAR_REGIONS) {
  for (const [district, townships] of districts) {
    for (const township of townships) {
      townshipRegions.set(township, [...(townshipRegions.get(township) ?? []), region])
      townshipDistricts.set(township, [...(townshipDistricts.get(township) ?? []), district])
    }
  }
}

const ALL_TOWNSHIPS: readonly string[] = [...townshipRegions.keys()].sort(byName)

export function isRegion(name: string | null | undefined): name is string {
  return !!name && regionTownships.has(name)
}

/**
 * The townships of a region, its districts' townships in one sorted list; every township
 * (each name once) when no region, or one this table does not know, is given.
 */
export function townshipsOf(region?: string | null): readonly string[] {
  return (region && regionTownships.get(region)) || ALL_TOWNSHIPS
}

/** Whether the township is in the region (any known township when no region is given). */
export function isTownshipOf(township: string, region?: string | null): boolean {
  const regions = townshipRegions.get(township)
  if (!regions) return false
  return !isRegion(region) || regions.includes(region)
}

/** The region of a township, when only one region has a township of that name. */
export function regionOfTownship(township: string): string | undefined {
  const regions = townshipRegions.get(township)
  return regions?.length === 1 ? regions[0] : undefined
}

export function regionOptions(): SelectOption[] {
  return REGION_NAMES.map((name) => ({ label: name, value: name }))
}

/** The township choices for a region (all when none), findable by their district's name too. */
export function townshipOptions(region?: string | null): SelectOption[] {
  return townshipsOf(region).map((name) => ({
    label: name,
    value: name,
    keywords: townshipDistricts.get(name) ?? [],
  }))
}
