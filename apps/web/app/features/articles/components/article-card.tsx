import { type ArticleSummary, CUT_LENGTH, cutText } from '@kyanma/shared'
import { Card, Text, Title } from '@mantine/core'
import { Link } from '#app/components/link.tsx'
import card from '#app/components/ui/linked-card.module.css'
import { hrefs } from '#app/config/paths.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useFormat } from '#app/lib/use-format.ts'
import classes from './article-card.module.css'

/**
 * An article in a grid (spec section 2, Articles): picture, title cut at 30 characters,
 * description cut at 100, date as 'D MMMM, YYYY'; the whole card opens the article.
 */
export function ArticleCard({
  article,
  eager = false,
}: {
  article: ArticleSummary
  eager?: boolean
}) {
  const format = useFormat()
  const langOf = useLangOf()
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      className={card.card}
      data-article-id={article.id}
    >
      <Card.Section>
        {article.image ? (
          <img
            className={`${card.image} ${classes.image}`}
            src={article.image.urls.thumbnail}
            alt=""
            width={400}
            height={210}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className={`${card.image} ${classes.image}`} />
        )}
      </Card.Section>
      <Text size="xs" c="dimmed" mt="sm">
        <time dateTime={article.blogDate}>{format.longDate(article.blogDate)}</time>
      </Text>
      <Title order={3} fz={{ base: 'sm', sm: 'md' }} mt={4} lh={1.3}>
        <Link
          to={hrefs.article(article.id)}
          className={card.title}
          title={article.title}
          lang={langOf(article, 'title')}
        >
          {cutText(article.title, CUT_LENGTH.articleTitle)}
        </Link>
      </Title>
      <Text size="sm" c="dimmed" mt={6} lang={langOf(article, 'description')}>
        {cutText(article.description, CUT_LENGTH.articleDescription)}
      </Text>
    </Card>
  )
}
