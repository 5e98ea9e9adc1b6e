import { useEffect, useRef } from 'react'
import { useLocation, useNavigation, useNavigationType } from 'react-router'
import { LinkPager } from '#app/components/ui/link-pager.tsx'
import { LoadFailed } from '#app/components/ui/load-failed.tsx'
import { useProductList } from '#app/features/catalog/api/get-products.ts'
import {
  type ListingState,
  toProductListParams,
  toQueryString,
} from '#app/features/catalog/listing-params.ts'
import { changeSearchParams } from '#app/lib/search-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'
import { ProductCard } from '../product-card.tsx'
import { ProductCardPlaceholder } from '../product-card-placeholder.tsx'
import classes from './listing.module.css'
import { ListingEmpty } from './listing-empty.tsx'

const skeletonKeys = (count: number) => Array.from({ length: count }, (_, i) => `skeleton-${i}`)

/** The page of products for the URL's state: 4 a row on large screens, 2 on small, and a pager. */
export function ListingResults({ state }: { state: ListingState }) {
  const texts = useTexts(listingTexts)
  const location = useLocation()
  const navigation = useNavigation()
  const navigationType = useNavigationType()
  const { data, isPending, isError, refetch } = useProductList(toProductListParams(state))
  const top = useRef<HTMLDivElement>(null)
  const shownPage = useRef(state.page)

  // Another page was chosen: show its first row (back and forward keep their own position).
  useEffect(() => {
    if (shownPage.current === state.page) return
    shownPage.current = state.page
    if (navigationType !== 'POP') top.current?.scrollIntoView({ block: 'start' })
  }, [state.page, navigationType])

  const pageHref = (page: number) => {
    const query = toQueryString(
      changeSearchParams(new URLSearchParams(location.search), { page: page > 1 ? page : null }),
    )
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname

  if (isError && !data)
    return <LoadFailed message={texts.loadFailed} retry={texts.retry} onRetry={refetch} />
  if (data && data.data.length === 0)
    return <ListingEmpty state={state} total={data.total} firstPageHref={pageHref(1)} />

  return (
    <div ref={top} style={{ scrollMarginTop: 16 }}>
      <div className={classes.grid} aria-busy={loading}>
        {isPending || !data
          ? skeletonKeys(state.limit).map((key) => <ProductCardPlaceholder key={key} />)
          : data.data.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 4} />
            ))}
      </div>
      {data && (
        <LinkPager
          page={state.page}
          texts={texts.pager}
          totalPages={Math.ceil(data.total / data.pageSize)}
          hrefFor={pageHref}
        />
      )}
    </div>
  )
}
