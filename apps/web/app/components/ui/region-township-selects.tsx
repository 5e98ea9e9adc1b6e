import {
  isTownshipOf,
  regionOfTownship,
  regionOptions,
  townshipOptions,
} from '@kyanma/shared/geography'
import { type ReactNode, useMemo } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { regionFields } from '#app/locales/en/region-fields.ts'
import { SearchableSelect } from './searchable-select.tsx'

const REGIONS = regionOptions()

export interface RegionTownship {
  region: string
  township: string
}

/**
 * Region and Township as searchable selects: the townships follow the region, a new region
 * drops a township it does not have, and a township chosen first brings its region when only
 * one region has that name. It carries the region table, so only lazily loaded forms use it.
 */
export function RegionTownshipSelects({
  value,
  errors,
  onChange,
}: {
  value: RegionTownship
  errors: { region?: ReactNode; township?: ReactNode }
  onChange: (next: RegionTownship) => void
}) {
  const texts = useTexts(regionFields)
  const { region, township } = value
  const townships = useMemo(() => townshipOptions(region), [region])
  const chooseRegion = (next: string | null) =>
    onChange({
      region: next ?? '',
      township: township && !isTownshipOf(township, next) ? '' : township,
    })
  const chooseTownship = (next: string | null) =>
    onChange({
      region: (next && !region && regionOfTownship(next)) || region,
      township: next ?? '',
    })
  return (
    <>
      <SearchableSelect
        label={texts.region}
        placeholder={texts.regionPlaceholder}
        options={REGIONS}
        nothingFound={texts.nothingFound}
        required
        value={region}
        error={errors.region}
        onChange={chooseRegion}
      />
      <SearchableSelect
        label={texts.township}
        placeholder={texts.townshipPlaceholder}
        options={townships}
        nothingFound={texts.nothingFound}
        required
        value={township}
        error={errors.township}
        onChange={chooseTownship}
      />
    </>
  )
}
