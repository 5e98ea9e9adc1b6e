import {
  POTENCY_RANGES,
  PRICE_RANGES,
  SHIPPING_WEIGHT_RANGES,
  TABLET_COUNT_RANGES,
} from '@kyanma/shared'
import { Button, Title } from '@mantine/core'
import {
  activeFilterCount,
  chosenCategoryId,
  clearFiltersChange,
} from '#app/features/catalog/listing-params.ts'
import { useCategoryTrail } from '#app/features/catalog/use-category-trail.ts'
import { useListingSearch } from '#app/features/catalog/use-listing-search.ts'
import { useTexts } from '#app/lib/texts.ts'
import { filters as filterTexts } from '#app/locales/en/filters.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'
import { CategoryFilter } from './category-filter.tsx'
import classes from './filters.module.css'
import { PrescriptionFilter } from './prescription-filter.tsx'
import { RangeFilter } from './range-filter.tsx'
import { RatingFilter } from './rating-filter.tsx'

/** The range filters in the order the spec lists them, each with its heading's text. */
const RANGE_FILTERS = [
  { filterKey: 'pricePerUnit', title: 'price', ranges: PRICE_RANGES },
  { filterKey: 'potency', title: 'potency', ranges: POTENCY_RANGES },
  { filterKey: 'shippingWeight', title: 'shippingWeight', ranges: SHIPPING_WEIGHT_RANGES },
  { filterKey: 'packageQty', title: 'tabletCount', ranges: TABLET_COUNT_RANGES },
] as const

/**
 * The listing's filters (spec section 2). Every choice is written to the URL at once, back to
 * page 1; 'Clear all' removes the filters but keeps the category, brand and search.
 */
export function FilterPanel({ titled = true }: { titled?: boolean }) {
  const texts = useTexts(filterTexts)
  const title = useTexts(listingTexts).filters.title
  const { state, apply, hrefFor } = useListingSearch()
  const trail = useCategoryTrail(chosenCategoryId(state))
  const sectionProps = { state, apply }
  return (
    <div className={classes.panel}>
      <div className={classes.panelHeader}>
        {titled ? (
          <Title order={2} size="h4">
            {title}
          </Title>
        ) : (
          <span />
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={activeFilterCount(state) === 0}
          onClick={() => apply(clearFiltersChange())}
        >
          {texts.clearAll}
        </Button>
      </div>
      <CategoryFilter state={state} trail={trail} hrefFor={hrefFor} />
      {RANGE_FILTERS.map(({ filterKey, title, ranges }) => (
        <RangeFilter
          key={filterKey}
          title={texts[title]}
          filterKey={filterKey}
          ranges={ranges}
          label={texts.ranges[filterKey]}
          {...sectionProps}
        />
      ))}
      <RatingFilter {...sectionProps} />
      <PrescriptionFilter {...sectionProps} />
    </div>
  )
}
