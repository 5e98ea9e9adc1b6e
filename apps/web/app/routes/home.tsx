import { HOME_SECTION_SIZE, type ListingType } from '@kyanma/shared'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import {
  HydrateOnSight,
  useHydrateEverythingForCustomers,
} from '../components/layout/hydrate-on-sight.tsx'
import { hrefs, paths } from '../config/paths.ts'
import {
  type ArticleListParams,
  articleListQuery,
  useArticleList,
} from '../features/articles/api/get-articles.ts'
import { ArticleCard } from '../features/articles/components/article-card.tsx'
import { useChildCategories } from '../features/catalog/api/get-categories.ts'
import {
  type ProductListParams,
  productListQuery,
  useProductList,
} from '../features/catalog/api/get-products.ts'
import { ProductCard } from '../features/catalog/components/product-card.tsx'
import { ProductCardPlaceholder } from '../features/catalog/components/product-card-placeholder.tsx'
import { BoxPlaceholder, CardGrid } from '../features/home/components/card-grid.tsx'
import { CategoryTiles } from '../features/home/components/category-tiles.tsx'
import { HeroBanners } from '../features/home/components/hero-banners.tsx'
import { HomeSection } from '../features/home/components/home-section.tsx'
import { SectionTabs } from '../features/home/components/section-tabs.tsx'
import type { ApiFetch } from '../lib/api-client.ts'
import { languageOfPath } from '../lib/language.ts'
import { prefetchOnServer } from '../lib/prefetch.server.ts'
import { prefetchInBrowser } from '../lib/prefetch.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { home as homeEnglish } from '../locales/en/home.ts'
import type { Route } from './+types/home'
import classes from './home.module.css'

const section = (type: ListingType): ProductListParams => ({
  type,
  size: HOME_SECTION_SIZE.products,
})
const SALE = section('FLASH_SALE')
const RECOMMENDED = section('RECOMMENDED')
const BEST_SELLERS = section('BEST_SELLER')
/** "4 articles (page 1)": the first page, zero on the wire. */
const NEWS: ArticleListParams = { page: 0, size: HOME_SECTION_SIZE.articles }

/** The product sections in the spec's order; the later two offer their categories as tabs. */
const PRODUCT_SECTIONS = [
  { params: SALE, title: 'saleItems', tabs: false },
  { params: RECOMMENDED, title: 'recommended', tabs: true },
  { params: BEST_SELLERS, title: 'bestSellers', tabs: true },
] as const

// Roughly a card's height, so a missing section keeps its space.
const ARTICLE_CARD_HEIGHT = 300

function prefetchHome(queryClient: QueryClient, api?: ApiFetch) {
  return Promise.all([
    ...[SALE, RECOMMENDED, BEST_SELLERS].map((params) =>
      queryClient.prefetchQuery(productListQuery(params, api)),
    ),
    queryClient.prefetchQuery(articleListQuery(NEWS, api)),
  ])
}

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  return seoMeta(args, {
    title: textsIn(language).pages.home,
    description: textsIn(language, homeEnglish).meta.description,
  })
}

/** Server: fetch the sections in-process and send them inside the HTML. */
export async function loader({ context }: Route.LoaderArgs) {
  return prefetchOnServer(context, prefetchHome)
}

/** Browser navigation: fill the session's cache directly from the API. */
export async function clientLoader() {
  return prefetchInBrowser(prefetchHome)
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomePage />
    </HydrationBoundary>
  )
}

/**
 * Inside the boundary, so the first render already finds the server's data (no refetch). The
 * hero and the category tiles are on the first screen; the sections below hydrate when the shopper
 * reaches them or first touches the page (decision 078), each reading its own list so that nothing
 * here changes their props while they wait.
 */
function HomePage() {
  useHydrateEverythingForCustomers()
  const categories = useChildCategories().data?.data
  const homeTexts = useTexts(homeEnglish)
  return (
    <div className={classes.page}>
      <HeroBanners categories={categories} />
      <CategoryTiles categories={categories} />
      {PRODUCT_SECTIONS.map(({ params, title, tabs }) => (
        <HydrateOnSight key={params.type}>
          <ProductSection
            params={params}
            title={homeTexts[title]}
            viewAll={homeTexts.viewAll}
            tabs={tabs}
          />
        </HydrateOnSight>
      ))}
      <HydrateOnSight>
        <NewsSection title={homeTexts.newsAndArticles} viewAll={homeTexts.viewAll} />
      </HydrateOnSight>
    </div>
  )
}

function ProductSection(props: {
  params: ProductListParams
  title: string
  viewAll: string
  tabs?: boolean
}) {
  const list = useProductList(props.params)
  return (
    <HomeSection
      title={props.title}
      viewAllLabel={props.viewAll}
      viewAllHref={hrefs.products({ type: props.params.type })}
      tabs={props.tabs && <SectionTabs sectionTitle={props.title} />}
    >
      <CardGrid
        pending={!list.data}
        count={HOME_SECTION_SIZE.products}
        placeholder={() => <ProductCardPlaceholder />}
      >
        {list.data?.data.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </CardGrid>
    </HomeSection>
  )
}

function NewsSection(props: { title: string; viewAll: string }) {
  const news = useArticleList(NEWS)
  return (
    <HomeSection title={props.title} viewAllLabel={props.viewAll} viewAllHref={paths.articles}>
      <CardGrid
        pending={!news.data}
        count={HOME_SECTION_SIZE.articles}
        placeholder={() => <BoxPlaceholder height={ARTICLE_CARD_HEIGHT} />}
      >
        {news.data?.data.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </CardGrid>
    </HomeSection>
  )
}
