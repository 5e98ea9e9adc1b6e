import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { identityId, timestamptz, titleAndDescriptionInBothLanguages } from './columns.ts'
import { media } from './media.ts'

export const articles = pgTable(
  'articles',
  {
    id: identityId(),
    ...titleAndDescriptionInBothLanguages(),
    author: text().notNull(),
    /** One of BLOG_CATEGORIES in packages/shared. */
    category: text().notNull(),
    blogDate: timestamptz().notNull(),
    /** Sanitized HTML. */
    content: text().notNull(),
    /** Sanitized HTML, like `content`. */
    contentMy: text(),
    imageId: integer().references(() => media.id),
    isPublished: boolean().notNull().default(true),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    check(
      'articles_category_check',
      sql`${table.category} in ('General Knowledge', 'Seasonal Health', 'Supplements', 'Medicine Knowledge', 'Nutrition', 'News')`,
    ),
    index('articles_blog_date_idx').on(table.blogDate, table.id),
  ],
)

export const announcements = pgTable('announcements', {
  id: identityId(),
  ...titleAndDescriptionInBothLanguages(),
  bannerImageId: integer().references(() => media.id),
  isPublished: boolean().notNull().default(true),
  createdAt: timestamptz().notNull().defaultNow(),
})
