import { z } from 'zod'
import { BLOG_CATEGORIES, BLOG_CATEGORY_ALL, type BlogCategory } from '../constants/catalog.ts'
import { PAGE_SIZE } from '../constants/limits.ts'
import { messages } from '../messages.ts'
import { ArticleSummarySchema } from './catalog.ts'
import {
  DateTimeSchema,
  EnglishFieldsSchema,
  ImageSchema,
  listResponseSchema,
  pagedQuerySchema,
} from './common.ts'
import { searchText, text } from './text.ts'

const CATEGORY_CHOICES = [BLOG_CATEGORY_ALL, ...BLOG_CATEGORIES]

/** 'All' (or nothing) means every category; anything else must be one of the spec's names. */
const BlogCategoryFilterSchema = text()
  .transform((value, ctx): BlogCategory | undefined => {
    const text = value.trim()
    if (text === '' || text === BLOG_CATEGORY_ALL) return undefined
    const category = BLOG_CATEGORIES.find((name) => name === text)
    if (!category) {
      ctx.addIssue({
        code: 'custom',
        message: `${messages.unknownBlogCategory}; use one of ${CATEGORY_CHOICES.join(', ')}`,
      })
      return z.NEVER
    }
    return category
  })
  .meta({ description: `One of ${CATEGORY_CHOICES.join(', ')}` })

/** GET /public/blog/news (spec section 7; list search parameters of section 3). */
export const ArticleListQuerySchema = pagedQuerySchema(PAGE_SIZE.articles).extend({
  search: searchText()
    .optional()
    .meta({ description: 'Words that must all appear in the title or description' }),
  category: BlogCategoryFilterSchema.optional(),
  start: DateTimeSchema.optional().meta({ description: 'Articles dated at or after this moment' }),
  end: DateTimeSchema.optional().meta({ description: 'Articles dated before this moment' }),
})
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>

export const ArticleListSchema = listResponseSchema(ArticleSummarySchema)
export type ArticleList = z.infer<typeof ArticleListSchema>

/** GET /public/blog/news/{id}: the article with its sanitized HTML content. */
export const ArticleSchema = ArticleSummarySchema.extend({
  content: z.string().meta({ description: 'Sanitized HTML' }),
})
export type Article = z.infer<typeof ArticleSchema>

/** Spec section 3: Announcement. bannerImage is null when it has none. */
export const AnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  bannerImage: ImageSchema.nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
  englishFields: EnglishFieldsSchema,
})
export type Announcement = z.infer<typeof AnnouncementSchema>
export const AnnouncementListSchema = listResponseSchema(AnnouncementSchema)
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>

/** GET /public/announcement/settings: newest first, 12 a page. */
export const AnnouncementListQuerySchema = pagedQuerySchema(PAGE_SIZE.announcements)
export type AnnouncementListQuery = z.infer<typeof AnnouncementListQuerySchema>
