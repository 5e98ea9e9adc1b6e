import { Container, Skeleton, Stack, Text, Title } from '@mantine/core'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { ArticleCard } from '../features/articles/components/article-card.tsx'
import { ProductCard } from '../features/catalog/components/product-card.tsx'
import {
  popularKeywordsQuery,
  usePopularKeywords,
} from '../features/search/api/get-popular-keywords.ts'
import { searchResultsQuery, useSearchResults } from '../features/search/api/search.ts'
import { PopularKeywords } from '../features/search/components/popular-keywords.tsx'
import { SearchForm } from '../features/search/components/search-form.tsx'
import {
  isEmptyResult,
  SearchResultGroups,
} from '../features/search/components/search-result-groups.tsx'
import { readSearchFilter } from '../features/search/search-filter.ts'
import type { ApiFetch } from '../lib/api-client.ts'
import { languageOfPath } from '../lib/language.ts'
import { prefetchOnServer } from '../lib/prefetch.server.ts'
import { prefetchInBrowser } from '../lib/prefetch.ts'
import { seoMeta } from '../lib/seo.ts'
import { needsServerToShow, wordsToShow } from '../lib/shopper-words.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { search as searchEnglish } from '../locales/en/search.ts'
import type { Route } from './+types/search-results'

function prefetchSearch(filter: string) {
  return (queryClient: QueryClient, api?: ApiFetch) =>
    Promise.all([
      queryClient.prefetchQuery(popularKeywordsQuery(api)),
      filter && queryClient.prefetchQuery(searchResultsQuery(filter, api)),
    ])
}

const filterOf = (request: Request) => readSearchFilter(new URL(request.url).searchParams)

/** Search variations are not pages of their own for search engines: noindex. */
export function meta(args: Route.MetaArgs) {
  const searchTexts = textsIn(languageOfPath(args.location.pathname), searchEnglish)
  const filter =
    args.loaderData?.shownFilter ?? readSearchFilter(new URLSearchParams(args.location.search))
  return seoMeta(args, {
    title: filter ? `${searchTexts.heading} ${searchTexts.quoted(filter)}` : searchTexts.meta.title,
    description: searchTexts.meta.description,
    noindex: true,
  })
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = filterOf(request)
  const { dehydratedState } = await prefetchOnServer(context, prefetchSearch(filter))
  return { dehydratedState, shownFilter: wordsToShow(context, filter) }
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const filter = filterOf(request)
  if (needsServerToShow(filter)) return serverLoader()
  const { dehydratedState } = await prefetchInBrowser(prefetchSearch(filter))
  return { dehydratedState, shownFilter: filter }
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SearchResultsPage shownFilter={loaderData.shownFilter} />
    </HydrationBoundary>
  )
}

/** `shownFilter`: the search in Unicode, for the page's own words about it (lib/shopper-words.ts). */
function SearchResultsPage({ shownFilter }: { shownFilter: string }) {
  const [searchParams] = useSearchParams()
  const filter = readSearchFilter(searchParams)
  const results = useSearchResults(filter)
  const keywords = usePopularKeywords(true).data?.data ?? []
  const nothingFound = results.data !== undefined && isEmptyResult(results.data)
  const searchTexts = useTexts(searchEnglish)
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {filter ? (
              <>
                {searchTexts.heading}{' '}
                <Text span inherit c="kyanmaRed.7">
                  {searchTexts.quoted(shownFilter)}
                </Text>
              </>
            ) : (
              searchTexts.emptyHeading
            )}
          </Title>
          <SearchForm filter={filter} />
        </Stack>
        {nothingFound && (
          <Stack gap="md">
            <Text size="lg">{searchTexts.noResults(shownFilter)}</Text>
            <PopularKeywords keywords={keywords} title={searchTexts.tryPopular} />
          </Stack>
        )}
        {!filter && <PopularKeywords keywords={keywords} title={searchTexts.popular} />}
        {filter && !results.data && <Skeleton height={400} radius="md" />}
        {results.data && !nothingFound && (
          <>
            <PopularKeywords keywords={keywords} title={searchTexts.popular} oneLine />
            <SearchResultGroups
              result={results.data}
              filter={filter}
              renderProduct={(product) => <ProductCard key={product.id} product={product} />}
              renderArticle={(article) => <ArticleCard key={article.id} article={article} />}
            />
          </>
        )}
      </Stack>
    </Container>
  )
}
