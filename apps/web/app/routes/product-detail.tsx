import type { Product, ProductSummary } from '@kyanma/shared'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { data } from 'react-router'
import layout from '../components/ui/layout.module.css'
import { cart } from '../features/cart/cart-store.ts'
import { ProductCard } from '../features/catalog/components/product-card.tsx'
import { useShopperStatus } from '../features/catalog/shopper-status.ts'
import { productQuery, useProduct } from '../features/product/api/get-product.ts'
import { reviewsQuery } from '../features/product/api/get-reviews.ts'
import { ProductGallery } from '../features/product/components/product-gallery.tsx'
import { ProductSummary as Summary } from '../features/product/components/product-summary.tsx'
import { type ProductHead, productHead, productSeo } from '../features/product/product-head.ts'
import { ApiError, type ApiFetch } from '../lib/api-client.ts'
import { languageOfPath, useLanguage } from '../lib/language.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { prefetchOnServer } from '../lib/prefetch.server.ts'
import { prefetchInBrowser } from '../lib/prefetch.ts'
import { publicUrlOf, seoMeta } from '../lib/seo.ts'
import { textsIn } from '../lib/texts.ts'
import type { Route } from './+types/product-detail'
import classes from './product-detail.module.css'

const loadBelowTheFold = () =>
  Promise.all([
    import('../features/product/components/product-detail-tabs.tsx'),
    import('../features/product/components/related-products.tsx'),
  ])
/**
 * The tabs and the related products are below the fold, so they are not part of the first load
 * (issue 18): the server renders them, their HTML stays as it is until their code arrives, then
 * React hydrates them. The gallery, the price and Add to cart hydrate first.
 */
const ProductDetailTabs = lazy(() =>
  loadBelowTheFold().then(([tabs]) => ({ default: tabs.ProductDetailTabs })),
)
const RelatedProducts = lazy(() =>
  loadBelowTheFold().then(([, related]) => ({ default: related.RelatedProducts })),
)

/** A product id from the address, or a 404 for anything that is not one ("abc", "0", "1.5"). */
function productIdOf(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 })
  return Number(param)
}

/**
 * The product (and its first reviews, so the Reviews tab is in the HTML too). A missing product
 * answers 404 and the layout's error boundary shows 'Page not found...'. Related products are
 * not fetched here: they are below the fold and load in the browser.
 */
async function prefetchProduct(id: number, queryClient: QueryClient, api?: ApiFetch) {
  try {
    const [product] = await Promise.all([
      queryClient.fetchQuery(productQuery(id, api)),
      queryClient.prefetchInfiniteQuery(reviewsQuery(id, api)),
    ])
    return productHead(product)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = productIdOf(params.id)
  let head: ProductHead | undefined
  const { dehydratedState } = await prefetchOnServer(context, async (queryClient, api) => {
    head = await prefetchProduct(id, queryClient, api)
  })
  return { id, head: head as ProductHead, dehydratedState }
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = productIdOf(params.id)
  // Arriving by a link: fetch the tabs' code beside the product, not after it.
  void loadBelowTheFold()
  let head: ProductHead | undefined
  const { dehydratedState } = await prefetchInBrowser(async (queryClient) => {
    head = await prefetchProduct(id, queryClient)
  })
  return { id, head: head as ProductHead, dehydratedState }
}

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  const head = args.loaderData?.head
  if (!head) return [{ title: pageTitle(textsIn(language).pages.notFound, language) }]
  const origin = publicUrlOf(args.matches)
  return seoMeta(args, productSeo(head, `${origin}${args.location.pathname}`, origin))
}

const renderCard = (product: ProductSummary) => <ProductCard product={product} />

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      {/* A new product is a new page: picked image, open tab and 'Read more' start afresh. */}
      <ProductPage key={loaderData.id} id={loaderData.id} />
    </HydrationBoundary>
  )
}

function ProductPage({ id }: { id: number }) {
  const product = useProduct(id)
  const language = useLanguage()
  const addToCart = () => {
    cart.add(product, language)
    cart.openDrawer()
  }
  return (
    <div className={`${layout.container} ${classes.page}`}>
      <div className={classes.top}>
        <div>
          <ProductGallery images={product.images} name={product.name} />
        </div>
        <div>
          <Summary product={product} onAddToCart={addToCart} />
        </div>
      </div>
      <Suspense fallback={null}>
        <TabsForShopper product={product} />
        <RelatedProducts productId={product.id} renderCard={renderCard} />
      </Suspense>
    </div>
  )
}

/**
 * The tabs are the only part of the page that depends on who is browsing (who may write a
 * review). Read here, the status's change just after hydration renders the tabs again, not the
 * whole page (decision 050).
 */
function TabsForShopper({ product }: { product: Product }) {
  return <ProductDetailTabs product={product} reviewer={useShopperStatus()} />
}
