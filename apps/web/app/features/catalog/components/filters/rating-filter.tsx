import { RATING_RANGE } from '@kyanma/shared'
import { NativeSelect, Text } from '@mantine/core'
import { type ListingState, ratingChange } from '#app/features/catalog/listing-params.ts'
import type { ParamChanges } from '#app/lib/search-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { filters as filterTexts } from '#app/locales/en/filters.ts'
import { FilterSection } from './filter-section.tsx'
import classes from './filters.module.css'

/** The scores from..to as select options: the value stays a plain number for the URL, the label
 * is written in the page's digits. */
const steps = (from: number, to: number, number: Formatters['number']) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    value: String(from + index),
    label: number(from + index),
  }))

/**
 * Minimum and maximum review score on the 0-10 scale, starting at 0 and 10. Native selects: no
 * script to load, and phones show their own pickers. Each bound only offers values that keep
 * min ≤ max.
 */
export function RatingFilter(props: {
  state: ListingState
  apply: (changes: ParamChanges) => void
}) {
  const texts = useTexts(filterTexts)
  const format = useFormat()
  const min = props.state.rating?.min ?? RATING_RANGE.min
  const max = props.state.rating?.max ?? RATING_RANGE.max
  return (
    <FilterSection title={texts.rating}>
      <div className={classes.ratingRow}>
        <NativeSelect
          size="xs"
          label={texts.ratingMin}
          value={String(min)}
          data={steps(RATING_RANGE.min, max, format.number)}
          onChange={(event) =>
            props.apply(ratingChange({ min: Number(event.currentTarget.value), max }))
          }
        />
        <NativeSelect
          size="xs"
          label={texts.ratingMax}
          value={String(max)}
          data={steps(min, RATING_RANGE.max, format.number)}
          onChange={(event) =>
            props.apply(ratingChange({ min, max: Number(event.currentTarget.value) }))
          }
        />
      </div>
      <Text size="xs" c="dimmed" pb="xs">
        {texts.ratingHint}
      </Text>
    </FilterSection>
  )
}
