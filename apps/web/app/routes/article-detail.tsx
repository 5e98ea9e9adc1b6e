import { contentDetailRoute } from '../components/layout/content-detail-route.tsx'
import { articleQuery } from '../features/articles/api/get-article.ts'
import { ArticleDetail } from '../features/articles/components/article-detail.tsx'
import { loadDetailOnServer } from '../lib/detail-page.server.ts'
import { loadDetailInBrowser } from '../lib/detail-page.ts'
import { articles as articlesTexts } from '../locales/en/articles.ts'
import type { Route } from './+types/article-detail'

/** /articles/{id}: the article comes with the HTML; the recommendations load in the browser. */
const article = contentDetailRoute({
  query: articleQuery,
  picture: (item) => item.image,
  render: (item) => <ArticleDetail article={item} />,
  texts: articlesTexts,
})

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDetailOnServer(context, params.id, article.fetchWithRecommendations)

export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  loadDetailInBrowser(params.id, article.fetchHead)

export const meta = (args: Route.MetaArgs) => article.meta(args)

export default article.Component
