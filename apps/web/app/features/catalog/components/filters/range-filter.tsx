import { type FilterRange, rangeToWire } from '@kyanma/shared'
import {
  isRangeChosen,
  type ListingState,
  type RangeFilterKey,
  rangeChange,
} from '#app/features/catalog/listing-params.ts'
import type { ParamChanges } from '#app/lib/search-params.ts'
import { ChoiceButton } from './choice-button.tsx'
import { FilterSection } from './filter-section.tsx'
import classes from './filters.module.css'

/** Price, potency, shipping weight or tablet count: one band at a time (spec section 2). */
export function RangeFilter(props: {
  title: string
  filterKey: RangeFilterKey
  ranges: readonly FilterRange[]
  label: (range: FilterRange) => string
  state: ListingState
  apply: (changes: ParamChanges) => void
}) {
  const { filterKey, state, apply } = props
  return (
    <FilterSection title={props.title}>
      <ul className={classes.choices}>
        {props.ranges.map((range) => (
          <li key={rangeToWire(range)}>
            <ChoiceButton
              chosen={isRangeChosen(state, filterKey, range)}
              onClick={() => apply(rangeChange(state, filterKey, range))}
            >
              {props.label(range)}
            </ChoiceButton>
          </li>
        ))}
      </ul>
    </FilterSection>
  )
}
