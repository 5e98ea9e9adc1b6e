import type { Article } from '@kyanma/shared'
import { HydrationBoundary } from '@tanstack/react-query'
import { ContentDetailPage } from '../components/layout/content-detail-page.tsx'
import { articleQuery, useArticle } from '../features/articles/api/get-article.ts'
import { ArticleDetail } from '../features/articles/components/article-detail.tsx'
import { loadDetailOnServer } from '../lib/detail-page.server.ts'
import {
  detailPageMeta,
  type FetchDetail,
  loadDetailInBrowser,
  orNotFound,
} from '../lib/detail-page.ts'
import { useTexts } from '../lib/texts.ts'
import { articles as articlesTexts } from '../locales/en/articles.ts'
import type { Route } from './+types/article-detail'

/** What the head needs, without the content (it would travel twice in the HTML). */
type ArticleHead = Pick<Article, 'title' | 'description' | 'image'>

const fetchArticle: FetchDetail<ArticleHead> = (id, queryClient, api) =>
  orNotFound(async () => {
    const { title, description, image } = await queryClient.fetchQuery(articleQuery(id, api))
    return { title, description, image }
  })

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDetailOnServer(context, params.id, fetchArticle)

export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  loadDetailInBrowser(params.id, fetchArticle)

export function meta(args: Route.MetaArgs) {
  const head = args.loaderData?.head
  return detailPageMeta(
    args,
    head && {
      title: head.title,
      description: head.description,
      image: head.image?.urls.public,
      imageAlt: head.image?.alt || head.title,
      type: 'article',
    },
  )
}

function ArticlePage({ id }: { id: number }) {
  const article = useArticle(id)
  const texts = useTexts(articlesTexts)
  return (
    <ContentDetailPage youMayAlsoLike={texts.youMayAlsoLike}>
      <ArticleDetail article={article} />
    </ContentDetailPage>
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
