import type { ArticleSummary, ProductSummary, SearchResult } from '@kyanma/shared'
import { SimpleGrid, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { hrefs } from '#app/config/paths.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { search as searchTexts } from '#app/locales/en/search.ts'
import { viewAllHref } from '../search-links.ts'
import { ResultGroup } from './result-group.tsx'
import { ResultTiles } from './result-tiles.tsx'

type Group = SearchResult['data'][number]

/** True when no group found anything. */
export function isEmptyResult(result: SearchResult): boolean {
  return result.data.every((group) => group.data.length === 0)
}

/**
 * The search results view (spec section 2): Products and News as cards, Brands and Categories
 * as sideways rows, each with 'View All'. Groups that found nothing are left out. The cards
 * come from the route (features do not import each other).
 */
export function SearchResultGroups(props: {
  result: SearchResult
  filter: string
  renderProduct: (product: ProductSummary) => ReactNode
  renderArticle: (article: ArticleSummary) => ReactNode
}) {
  const texts = useTexts(searchTexts)
  const format = useFormat()
  const groups = props.result.data.filter((group) => group.data.length > 0)
  return (
    <Stack gap={40}>
      {groups.map((group) => (
        <ResultGroup
          key={group.title}
          title={texts.groups[group.title]}
          total={texts.found(format.number(group.total))}
          viewAllLabel={texts.viewAll}
          viewAllHref={viewAllHref(group, props.filter)}
        >
          <GroupItems group={group} {...props} />
        </ResultGroup>
      ))}
    </Stack>
  )
}

function GroupItems({
  group,
  renderProduct,
  renderArticle,
}: {
  group: Group
  renderProduct: (product: ProductSummary) => ReactNode
  renderArticle: (article: ArticleSummary) => ReactNode
}) {
  const langOf = useLangOf()
  const grid = (children: ReactNode) => (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', md: 'md' }}>
      {children}
    </SimpleGrid>
  )
  switch (group.title) {
    case 'Products':
      return grid(group.data.map(renderProduct))
    case 'News':
      return grid(group.data.map(renderArticle))
    case 'Brands':
      return (
        <ResultTiles
          tiles={group.data.map((brand) => ({
            id: brand.id,
            name: brand.name,
            lang: langOf(brand, 'name'),
            image: brand.logo,
            href: hrefs.brand(brand.id),
          }))}
        />
      )
    case 'Categories':
      return (
        <ResultTiles
          tiles={group.data.map((category) => ({
            id: category.id,
            name: category.name,
            lang: langOf(category, 'name'),
            image: category.image,
            href: hrefs.category(category.id),
          }))}
        />
      )
  }
}
