import type { Announcement, Article, ArticleSummary, BlogCategory } from '@kyanma/shared'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import type { PublicUrl } from '../catalog/catalog.mappers.ts'
import { toImage } from '../media/image-urls.ts'
import type { AnnouncementRow } from './announcements.repository.ts'
import type { ArticleDetailRow, ArticleRow } from './content.repository.ts'

export function toArticleSummary(row: ArticleRow, publicUrl: PublicUrl): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    author: row.author,
    // The table's check constraint holds it to BLOG_CATEGORIES.
    category: row.category as BlogCategory,
    blogDate: row.blogDate.toISOString(),
    image: row.image ? toImage(row.image, publicUrl) : null,
  }
}

export function toArticle(row: ArticleDetailRow, publicUrl: PublicUrl): Article {
  // Stored content is already sanitized (article-values.ts); this pass covers rows written by
  // hand or by older code. The answer is cached, so it costs once per change.
  return { ...toArticleSummary(row, publicUrl), content: sanitizeHtml(row.content) }
}

export function toAnnouncement(row: AnnouncementRow, publicUrl: PublicUrl): Announcement {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    bannerImage: row.bannerImage ? toImage(row.bannerImage, publicUrl) : null,
    createdAt: row.createdAt.toISOString(),
  }
}
