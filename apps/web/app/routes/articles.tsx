import { Container, Stack } from '@mantine/core'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { articleListQuery } from '../features/articles/api/get-articles.ts'
import {
  type ArticleListState,
  parseArticleParams,
  toArticleListParams,
} from '../features/articles/article-params.ts'
import { ArticleCategories } from '../features/articles/components/article-categories.tsx'
import { ArticleListHeader } from '../features/articles/components/article-list-header.tsx'
import { ArticleResults } from '../features/articles/components/article-results.tsx'
import type { ApiFetch } from '../lib/api-client.ts'
import { languageOfPath } from '../lib/language.ts'
import { prefetchOnServer } from '../lib/prefetch.server.ts'
import { prefetchInBrowser } from '../lib/prefetch.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn } from '../lib/texts.ts'
import { articles as articlesTexts } from '../locales/en/articles.ts'
import type { Route } from './+types/articles'

const stateOf = (request: Request) => parseArticleParams(new URL(request.url).searchParams)

const prefetchArticles = (state: ArticleListState) => (queryClient: QueryClient, api?: ApiFetch) =>
  queryClient.prefetchQuery(articleListQuery(toArticleListParams(state), api))

export async function loader({ context, request }: Route.LoaderArgs) {
  return prefetchOnServer(context, prefetchArticles(stateOf(request)))
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return prefetchInBrowser(prefetchArticles(stateOf(request)))
}

export function meta(args: Route.MetaArgs) {
  const texts = textsIn(languageOfPath(args.location.pathname), articlesTexts)
  const state = parseArticleParams(new URLSearchParams(args.location.search))
  const title = state.search
    ? texts.meta.searchTitle(state.search)
    : state.category
      ? texts.meta.categoryTitle(state.category)
      : texts.heading
  // A search is a variation of the list, not a page of its own; a category is worth indexing.
  return seoMeta(
    args,
    { title, description: texts.meta.description, noindex: state.search !== undefined },
    ['category', 'page'],
  )
}

function ArticleList() {
  const [searchParams] = useSearchParams()
  const state = parseArticleParams(searchParams)
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <ArticleListHeader />
        <ArticleCategories active={state.category} />
        <ArticleResults state={state} />
      </Stack>
    </Container>
  )
}

/** /articles: its state (?page, ?category, ?search) is in the address; the loader fetched it. */
export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ArticleList />
    </HydrationBoundary>
  )
}
