import type { Article } from '@kyanma/shared'
import { Container, Stack } from '@mantine/core'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { articleQuery, useArticle } from '../features/articles/api/get-article.ts'
import { ArticleDetail } from '../features/articles/components/article-detail.tsx'
import { RecommendedProducts } from '../features/catalog/components/recommended-products.tsx'
import type { ApiFetch } from '../lib/api-client.ts'
import { idParam, orNotFound } from '../lib/detail-page.ts'
import { languageOfPath } from '../lib/language.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { prefetchOnServer } from '../lib/prefetch.server.ts'
import { prefetchInBrowser } from '../lib/prefetch.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { articles as articlesTexts } from '../locales/en/articles.ts'
import type { Route } from './+types/article-detail'

/** What the head needs, without the content (it would travel twice in the HTML). */
type ArticleHead = Pick<Article, 'title' | 'description' | 'image'>

const fetchArticle = (id: number, queryClient: QueryClient, api?: ApiFetch) =>
  orNotFound(async (): Promise<ArticleHead> => {
    const { title, description, image } = await queryClient.fetchQuery(articleQuery(id, api))
    return { title, description, image }
  })

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = idParam(params.id)
  const { result: head, dehydratedState } = await prefetchOnServer(context, (queryClient, api) =>
    fetchArticle(id, queryClient, api),
  )
  return { id, head, dehydratedState }
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = idParam(params.id)
  const { result: head, dehydratedState } = await prefetchInBrowser((queryClient) =>
    fetchArticle(id, queryClient),
  )
  return { id, head, dehydratedState }
}

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  const head = args.loaderData?.head
  if (!head) return [{ title: pageTitle(textsIn(language).pages.notFound, language) }]
  return seoMeta(args, {
    title: head.title,
    description: head.description,
    image: head.image?.urls.public,
    imageAlt: head.image?.alt || head.title,
    type: 'article',
  })
}

function ArticlePage({ id }: { id: number }) {
  const article = useArticle(id)
  const articleTexts = useTexts(articlesTexts)
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <ArticleDetail article={article} />
        <RecommendedProducts title={articleTexts.youMayAlsoLike} />
      </Stack>
    </Container>
  )
}

/** /articles/{id}: the article comes with the HTML; the recommendations load in the browser. */
export default function ArticleDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ArticlePage key={loaderData.id} id={loaderData.id} />
    </HydrationBoundary>
  )
}
