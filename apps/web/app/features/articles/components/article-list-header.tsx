import { Group, Text, Title } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { articles as articlesTexts } from '#app/locales/en/articles.ts'
import { ArticleSearch } from './article-search.tsx'

/** 'Articles', 'The latest health news and resources' and the search box beside them. */
export function ArticleListHeader() {
  const texts = useTexts(articlesTexts)
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1}>{texts.heading}</Title>
        <Text c="dimmed">{texts.subheading}</Text>
      </div>
      <ArticleSearch />
    </Group>
  )
}
