import { type ArticleSummary, CUT_LENGTH } from '@kyanma/shared'
import card from '#app/components/ui/linked-card.module.css'
import { LinkedCard } from '#app/components/ui/linked-card.tsx'
import { ThumbnailImg } from '#app/components/ui/thumbnail-img.tsx'
import { hrefs } from '#app/config/paths.ts'
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
  return (
    <LinkedCard
      data={{ 'data-article-id': article.id }}
      picture={
        article.image ? (
          <ThumbnailImg
            className={`${card.image} ${classes.image}`}
            image={article.image}
            width={400}
            height={210}
            eager={eager}
          />
        ) : (
          <div className={`${card.image} ${classes.image}`} />
        )
      }
      date={article.blogDate}
      href={hrefs.article(article.id)}
      item={article}
      cut={{ title: CUT_LENGTH.articleTitle, description: CUT_LENGTH.articleDescription }}
      heading={{ level: 'h3', className: card.titleSmToMd }}
    />
  )
}
