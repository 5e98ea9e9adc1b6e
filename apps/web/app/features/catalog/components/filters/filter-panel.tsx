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
      <RangeFilter
        title={texts.price}
        filterKey="pricePerUnit"
        ranges={PRICE_RANGES}
        label={texts.ranges.pricePerUnit}
        {...sectionProps}
      />
      <RangeFilter
        title={texts.potency}
        filterKey="potency"
        ranges={POTENCY_RANGES}
        label={texts.ranges.potency}
        {...sectionProps}
      />
      <RangeFilter
        title={texts.shippingWeight}
        filterKey="shippingWeight"
        ranges={SHIPPING_WEIGHT_RANGES}
        label={texts.ranges.shippingWeight}
        {...sectionProps}
      />
      <RangeFilter
        title={texts.tabletCount}
        filterKey="packageQty"
        ranges={TABLET_COUNT_RANGES}
        label={texts.ranges.packageQty}
        {...sectionProps}
      />
      <RatingFilter {...sectionProps} />
      <PrescriptionFilter {...sectionProps} />
    </div>
  )
}
