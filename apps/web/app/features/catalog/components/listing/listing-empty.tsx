import { Link } from '#app/components/link.tsx'
import { ButtonLink, PlainButton } from '#app/components/ui/plain-button.tsx'
import type from '#app/components/ui/type.module.css'
import { paths } from '#app/config/paths.ts'
import {
  activeFilterCount,
  clearFiltersChange,
  type ListingState,
} from '#app/features/catalog/listing-params.ts'
import { useListingSearch } from '#app/features/catalog/use-listing-search.ts'
import { useTexts } from '#app/lib/texts.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'
import classes from './listing.module.css'

/** Nothing to show: say why, and offer the way out that fits (fewer filters, page 1, all). */
export function ListingEmpty(props: { state: ListingState; total: number; firstPageHref: string }) {
  const texts = useTexts(listingTexts).empty
  const { apply } = useListingSearch()
  const filtered = activeFilterCount(props.state) > 0
  if (props.total > 0)
    return (
      <div className={classes.message}>
        <p className={`${type.text} ${type.md}`}>{texts.pageBeyond}</p>
        <Link to={props.firstPageHref} className={type.anchor}>
          {texts.firstPage}
        </Link>
      </div>
    )
  return (
    <div className={classes.message}>
      <h2 className={`${type.heading} ${type.h3}`}>{texts.title}</h2>
      <p className={`${type.text} ${type.md} ${type.dimmed}`}>
        {filtered ? texts.withFilters : texts.plain}
      </p>
      {filtered ? (
        <PlainButton onClick={() => apply(clearFiltersChange())}>{texts.clearFilters}</PlainButton>
      ) : (
        <ButtonLink to={paths.products} variant="light">
          {texts.allProducts}
        </ButtonLink>
      )}
    </div>
  )
}
