import { z } from 'zod'
import { messages } from '../messages.ts'
import { EnglishFieldsSchema, ImageSchema } from './common.ts'
import { ProductSummarySchema } from './product.ts'
import { searchText } from './text.ts'

export const CategoryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  image: ImageSchema.nullable(),
  englishFields: EnglishFieldsSchema,
})
export type CategoryItem = z.infer<typeof CategoryItemSchema>
export const CategoryListSchema = z.object({ data: z.array(CategoryItemSchema) })

export const BrandItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: ImageSchema.nullable(),
  englishFields: EnglishFieldsSchema,
})
export type BrandItem = z.infer<typeof BrandItemSchema>

export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  category: z.string(),
  blogDate: z.string(),
  image: ImageSchema.nullable(),
  englishFields: EnglishFieldsSchema,
})
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>

export const SearchQuerySchema = z.object({
  filter: searchText({ error: messages.searchTextRequired }).min(1, messages.searchTextRequired),
})

export const SearchResultSchema = z.object({
  data: z.tuple([
    z.object({
      title: z.literal('Products'),
      total: z.number().int(),
      data: z.array(ProductSummarySchema),
    }),
    z.object({
      title: z.literal('News'),
      total: z.number().int(),
      data: z.array(ArticleSummarySchema),
    }),
    z.object({
      title: z.literal('Brands'),
      total: z.number().int(),
      data: z.array(BrandItemSchema),
    }),
    z.object({
      title: z.literal('Categories'),
      total: z.number().int(),
      data: z.array(CategoryItemSchema),
    }),
  ]),
})
export type SearchResult = z.infer<typeof SearchResultSchema>

export const PopularKeywordsSchema = z.object({ data: z.array(z.string()) })
