import type { Article } from '@kyanma/shared'
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { useLargePicture } from '#app/lib/save-data.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { articles as articlesTexts } from '#app/locales/en/articles.ts'
import { ArticleContent } from './article-content.tsx'
import classes from './article-detail.module.css'

/** Spec section 2, article: image, title, description, author, 'D MMMM, YYYY' date, content. */
export function ArticleDetail({ article }: { article: Article }) {
  const texts = useTexts(articlesTexts)
  const format = useFormat()
  const langOf = useLangOf()
  const pictureOf = useLargePicture()
  return (
    <Stack component="article" gap="md" className={classes.article}>
      <Anchor component={Link} to={paths.articles} size="sm" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden /> {texts.backToList}
      </Anchor>
      {article.image && (
        <img
          className={classes.image}
          src={pictureOf(article.image)}
          alt={article.image.alt || article.title}
          width={article.image.width}
          height={article.image.height}
          fetchPriority="high"
        />
      )}
      <Badge variant="light" color="kyanmaGreen" w="fit-content">
        {(texts.categoryNames as Record<string, string>)[article.category] ?? article.category}
      </Badge>
      <Title order={1} data-testid="article-title" lang={langOf(article, 'title')}>
        {article.title}
      </Title>
      <Text size="lg" c="dimmed" lang={langOf(article, 'description')}>
        {article.description}
      </Text>
      <Group gap="xs" c="dimmed" fz="sm">
        <span>{texts.by(article.author)}</span>
        <span aria-hidden>·</span>
        <time dateTime={article.blogDate}>{format.longDate(article.blogDate)}</time>
      </Group>
      <ArticleContent html={article.content} lang={langOf(article, 'content')} />
    </Stack>
  )
}
