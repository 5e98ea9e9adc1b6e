import type { Article } from '@kyanma/shared'
import { contentDetailQuery } from '#app/lib/detail-page.ts'

/** GET /public/blog/news/{id}: one article with its sanitized HTML content. */
export const articleQuery = contentDetailQuery<Article>(
  'articles',
  (id) => `/public/blog/news/${id}`,
)
