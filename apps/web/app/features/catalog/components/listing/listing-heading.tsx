import type { Language } from '@kyanma/shared'
import type { ReactNode } from 'react'
import { Link } from '#app/components/link.tsx'
import type from '#app/components/ui/type.module.css'
import { hrefs, paths } from '#app/config/paths.ts'
import { useBrand } from '#app/features/catalog/api/get-brand.ts'
import { chosenCategoryId, type ListingState } from '#app/features/catalog/listing-params.ts'
import { useCategoryTrail } from '#app/features/catalog/use-category-trail.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'
import classes from './listing.module.css'

interface Crumb {
  label: string
  to?: string
  /** A brand or category name sent in English on a Burmese page. */
  lang?: Language
}

/** Where the shopper is: Brands › brand › category, or main category › sub-category. */
function useCrumbs(state: ListingState): Crumb[] {
  const texts = useTexts(listingTexts)
  const langOf = useLangOf()
  const trail = useCategoryTrail(chosenCategoryId(state))
  const brandId = state.type === 'BRAND' ? state.referenceId : undefined
  const brand = useBrand(brandId).data
  const crumbs: Crumb[] = []
  if (brandId !== undefined) {
    crumbs.push({ label: texts.brands, to: paths.brands })
    if (brand)
      crumbs.push({ label: brand.name, to: hrefs.brand(brand.id), lang: langOf(brand, 'name') })
  }
  if (trail.main) {
    const mainHref =
      brandId === undefined
        ? hrefs.category(trail.main.id)
        : `${hrefs.brand(brandId)}&categoryId=${trail.main.id}`
    crumbs.push({ label: trail.main.name, to: mainHref, lang: langOf(trail.main, 'name') })
  }
  if (trail.sub) crumbs.push({ label: trail.sub.name, lang: langOf(trail.sub, 'name') })
  // The last crumb is the page itself.
  const last = crumbs.at(-1)
  if (last) delete last.to
  return crumbs
}

/**
 * 'Featured Products' (spec), then where the shopper is, the search text with a way to the
 * grouped search results, and how many products were found.
 */
export function ListingHeading(props: {
  state: ListingState
  /** The search as the heading shows it: in Unicode though typed in Zawgyi (shopper-words.ts). */
  shownFilter?: string
  total: number | undefined
  actions?: ReactNode
}) {
  const texts = useTexts(listingTexts)
  const crumbs = useCrumbs(props.state)
  const { filter } = props.state
  return (
    <header>
      <h1 className={`${type.heading} ${type.h2}`}>{texts.heading}</h1>
      {crumbs.length > 0 && (
        <nav aria-label={texts.breadcrumb}>
          <ol className={classes.crumbs}>
            {crumbs.map((crumb) => (
              <li key={crumb.label}>
                {crumb.to ? (
                  <Link to={crumb.to} className={type.anchor} lang={crumb.lang}>
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" lang={crumb.lang}>
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {filter && (
        <div className={classes.searchLine}>
          <h2 className={`${type.heading} ${type.h4}`}>
            {texts.searchResultFor} “{props.shownFilter ?? filter}”
          </h2>
          <Link to={hrefs.searchResults(filter)} className={`${type.anchor} ${type.sm}`}>
            {texts.groupedResults}
          </Link>
        </div>
      )}
      <div className={classes.countLine}>
        <p className={`${type.text} ${type.sm} ${type.dimmed}`} aria-live="polite">
          {props.total === undefined ? '\u00a0' : texts.found(props.total)}
        </p>
        {props.actions}
      </div>
    </header>
  )
}
