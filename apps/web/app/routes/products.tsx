import { PAGE_SIZE } from '@kyanma/shared'
import { HydrationBoundary } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { data, useSearchParams } from 'react-router'
import layout from '../components/ui/layout.module.css'
import { useProductList } from '../features/catalog/api/get-products.ts'
import { prefetchListing } from '../features/catalog/api/prefetch-listing.ts'
import { FiltersButton } from '../features/catalog/components/filters/filters-button.tsx'
import classes from '../features/catalog/components/listing/listing.module.css'
import { ListingHeading } from '../features/catalog/components/listing/listing-heading.tsx'
import { ListingLayout } from '../features/catalog/components/listing/listing-layout.tsx'
import { ListingResults } from '../features/catalog/components/listing/listing-results.tsx'
import {
  activeFilterCount,
  type ListingState,
  parseListingParams,
  serializeListingState,
  toProductListParams,
} from '../features/catalog/listing-params.ts'
import { languageOfPath } from '../lib/language.ts'
import { prefetchOnServer } from '../lib/prefetch.server.ts'
import { prefetchInBrowser } from '../lib/prefetch.ts'
import { seoMeta } from '../lib/seo.ts'
import { needsServerToShow, wordsToShow } from '../lib/shopper-words.ts'
import { textsIn } from '../lib/texts.ts'
import { listing as listingEnglish } from '../locales/en/listing.ts'
import type { Route } from './+types/products'

type ListingInfo = Awaited<ReturnType<typeof prefetchListing>>

const loadFilterPanel = () => import('../features/catalog/components/filters/filter-panel.tsx')
/**
 * The sidebar's filters are not part of the first load (issue 18): the server renders them, and
 * their HTML stays as it is until their code arrives after the list's, when React hydrates them.
 * On a phone the sidebar is hidden anyway (the Filters button's drawer holds them).
 */
const FilterPanel = lazy(() =>
  loadFilterPanel().then((module) => ({ default: module.FilterPanel })),
)

const stateOf = (request: Request) => parseListingParams(new URL(request.url).searchParams)

/** An unknown category or brand is a missing page, with the 404 status search engines expect. */
function found(info: ListingInfo | undefined) {
  if (info?.missing) throw data(null, { status: 404 })
  return info
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const state = stateOf(request)
  const { result, dehydratedState } = await prefetchOnServer(context, (queryClient, api) =>
    prefetchListing(queryClient, state, api),
  )
  const shownFilter = state.filter && wordsToShow(context, state.filter)
  return { dehydratedState, info: found(result), shownFilter }
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // Arriving by a link: fetch the filters' code beside the list, not after it.
  void loadFilterPanel()
  const state = stateOf(request)
  if (state.filter && needsServerToShow(state.filter)) return serverLoader()
  const { result, dehydratedState } = await prefetchInBrowser((queryClient, api) =>
    prefetchListing(queryClient, state, api),
  )
  return { dehydratedState, info: found(result), shownFilter: state.filter }
}

/** Filtered, searched or resized lists are variations of the plain one, not pages to index. */
function isVariation(state: ListingState) {
  return (
    state.filter !== undefined || activeFilterCount(state) > 0 || state.limit !== PAGE_SIZE.products
  )
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const listingTexts = textsIn(languageOfPath(location.pathname), listingEnglish)
  const state = parseListingParams(new URLSearchParams(location.search))
  const info = loaderData?.info
  const filter = loaderData?.shownFilter ?? state.filter
  const title = filter
    ? listingTexts.meta.searchTitle(filter)
    : (info?.brandName ?? info?.categoryName ?? listingTexts.heading)
  // The canonical address is the plain list this page is a variation of, written cleanly.
  const plain = serializeListingState({
    ...state,
    filter: undefined,
    ranges: {},
    rating: undefined,
    needAttachment: undefined,
    limit: PAGE_SIZE.products,
  })
  return seoMeta(
    { location: { pathname: location.pathname, search: `?${plain}` }, matches },
    { title, description: listingTexts.meta.description(title), noindex: isVariation(state) },
    ['type', 'referenceId', 'categoryId', 'page'],
  )
}

/** `shownFilter`: the search in Unicode, for the heading (lib/shopper-words.ts). */
function ProductListing({ shownFilter }: { shownFilter: string | undefined }) {
  const [searchParams] = useSearchParams()
  const state = parseListingParams(searchParams)
  const total = useProductList(toProductListParams(state)).data?.total
  return (
    <div className={`${layout.container} ${classes.page}`}>
      <ListingLayout
        filters={
          <Suspense fallback={null}>
            <FilterPanel />
          </Suspense>
        }
      >
        <ListingHeading
          state={state}
          shownFilter={shownFilter}
          total={total}
          actions={<FiltersButton total={total} />}
        />
        <ListingResults state={state} />
      </ListingLayout>
    </div>
  )
}

/** /products: its whole state is in the URL (listing-params.ts); the loader fetched its data. */
export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProductListing shownFilter={loaderData.shownFilter} />
    </HydrationBoundary>
  )
}
