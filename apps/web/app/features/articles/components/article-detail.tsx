import type { Article } from '@kyanma/shared'
import { ContentDetail } from '#app/components/layout/content-detail.tsx'
import badge from '#app/components/ui/badge.module.css'
import type from '#app/components/ui/type.module.css'
import { paths } from '#app/config/paths.ts'
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
  return (
    <ContentDetail
      back={{ to: paths.articles, label: texts.backToList }}
      picture={article.image}
      pictureAlt={article.title}
      kicker={
        <div className={`${badge.badge} ${badge.greenLight}`}>
          <span className={badge.label}>
            {(texts.categoryNames as Record<string, string>)[article.category] ?? article.category}
          </span>
        </div>
      }
      title={article.title}
      titleLang={langOf(article, 'title')}
      titleTestId="article-title"
    >
      <p className={`${type.text} ${type.lg} ${type.dimmed}`} lang={langOf(article, 'description')}>
        {article.description}
      </p>
      <div className={classes.byline}>
        <span>{texts.by(article.author)}</span>
        <span aria-hidden>·</span>
        <time dateTime={article.blogDate}>{format.longDate(article.blogDate)}</time>
      </div>
      <ArticleContent html={article.content} lang={langOf(article, 'content')} />
    </ContentDetail>
  )
}
