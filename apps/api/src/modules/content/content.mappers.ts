import type { ArticleSummary, BlogCategory } from '@kyanma/shared'
import type { PublicUrl } from '../catalog/catalog.mappers.ts'
import { toImage } from '../media/image-urls.ts'
import type { ArticleRow } from './content.repository.ts'

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
