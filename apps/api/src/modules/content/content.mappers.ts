import type { Announcement, Article, ArticleSummary, BlogCategory, Language } from '@kyanma/shared'
import { altIn, inLanguage } from '#app/lib/bilingual.ts'
import { sanitizeHtml } from '#app/lib/sanitize-html.ts'
import type { PublicUrl } from '../catalog/catalog.mappers.ts'
import { toImage } from '../media/image-urls.ts'
import type { AnnouncementRow } from './announcements.repository.ts'
import type { ArticleDetailRow, ArticleRow } from './content.repository.ts'

type Titled = {
  title: string
  titleMy: string | null
  description: string
  descriptionMy: string | null
}

/** An article's or announcement's title and description in the reader's language. */
const titleAndDescription = (row: Titled, lang: Language) =>
  inLanguage(lang, {
    title: [row.title, row.titleMy],
    description: [row.description, row.descriptionMy],
  })

export function toArticleSummary(
  row: ArticleRow,
  publicUrl: PublicUrl,
  lang: Language,
): ArticleSummary {
  const { texts, marker } = titleAndDescription(row, lang)
  return {
    id: row.id,
    title: texts.title,
    description: texts.description,
    author: row.author,
    // The table's check constraint holds it to BLOG_CATEGORIES.
    category: row.category as BlogCategory,
    blogDate: row.blogDate.toISOString(),
    image: row.image ? toImage(row.image, publicUrl, altIn(lang, texts.title)) : null,
    ...marker,
  }
}

export function toArticle(row: ArticleDetailRow, publicUrl: PublicUrl, lang: Language): Article {
  const { texts, marker } = inLanguage(lang, {
    title: [row.title, row.titleMy],
    description: [row.description, row.descriptionMy],
    content: [row.content, row.contentMy],
  })
  // Stored content is already sanitized (article-values.ts); this pass covers rows written by
  // hand or by older code. The answer is cached, so it costs once per change.
  return {
    ...toArticleSummary(row, publicUrl, lang),
    content: sanitizeHtml(texts.content),
    ...marker,
  }
}

export function toAnnouncement(
  row: AnnouncementRow,
  publicUrl: PublicUrl,
  lang: Language,
): Announcement {
  const { texts, marker } = titleAndDescription(row, lang)
  return {
    id: row.id,
    title: texts.title,
    description: texts.description,
    bannerImage: row.bannerImage
      ? toImage(row.bannerImage, publicUrl, altIn(lang, texts.title))
      : null,
    createdAt: row.createdAt.toISOString(),
    ...marker,
  }
}
