import { Anchor, Stack, Text } from '@mantine/core'
import { useLocation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { CardGridPage, CardGridSkeletons } from '#app/components/ui/card-grid-page.tsx'
import { LoadFailed } from '#app/components/ui/load-failed.tsx'
import { paths } from '#app/config/paths.ts'
import { changeSearchParams } from '#app/lib/search-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { articles as articlesTexts } from '#app/locales/en/articles.ts'
import { useArticleList } from '../api/get-articles.ts'
import { type ArticleListState, toArticleListParams } from '../article-params.ts'
import { ArticleCard } from './article-card.tsx'

/** The page of articles the address asks for: a grid of 12 and numbered page links. */
export function ArticleResults({ state }: { state: ArticleListState }) {
  const texts = useTexts(articlesTexts)
  const location = useLocation()
  const { data, isPending, isError, isPlaceholderData, refetch } = useArticleList(
    toArticleListParams(state),
  )
  const pageHref = (page: number) => {
    const query = changeSearchParams(new URLSearchParams(location.search), {
      page: page > 1 ? page : null,
    }).toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }

  if (isError && !data)
    return <LoadFailed message={texts.loadFailed} retry={texts.retry} onRetry={refetch} />
  if (isPending || !data) return <CardGridSkeletons cardHeight={300} />
  if (data.data.length === 0)
    return (
      <Stack align="center" py={48} gap="sm" data-testid="articles-empty">
        <Text>
          {state.category && !state.search
            ? texts.emptyCategory(texts.categoryNames[state.category])
            : texts.empty}
        </Text>
        <Anchor component={Link} to={paths.articles}>
          {texts.showAll}
        </Anchor>
      </Stack>
    )
  return (
    <CardGridPage
      page={state.page}
      totalPages={Math.ceil(data.total / data.pageSize)}
      hrefFor={pageHref}
      pagerTexts={texts.pager}
      busy={isPlaceholderData}
    >
      {data.data.map((article, index) => (
        <ArticleCard key={article.id} article={article} eager={index < 3} />
      ))}
    </CardGridPage>
  )
}
