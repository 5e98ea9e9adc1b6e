import { ContentDetailPage } from '../components/layout/content-detail-page.tsx'
import { articleQuery, useArticle } from '../features/articles/api/get-article.ts'
import { ArticleDetail } from '../features/articles/components/article-detail.tsx'
import { contentDetailRoute } from '../lib/content-detail-route.tsx'
import { loadDetailOnServer } from '../lib/detail-page.server.ts'
import { loadDetailInBrowser } from '../lib/detail-page.ts'
import { useTexts } from '../lib/texts.ts'
import { articles as articlesTexts } from '../locales/en/articles.ts'
import type { Route } from './+types/article-detail'

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
const article = contentDetailRoute({
  query: articleQuery,
  picture: (item) => item.image,
  Page: ArticlePage,
})

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDetailOnServer(context, params.id, article.fetchHead)

export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  loadDetailInBrowser(params.id, article.fetchHead)

export const meta = (args: Route.MetaArgs) => article.meta(args)

export default article.Component
