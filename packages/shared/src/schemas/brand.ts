import { z } from 'zod'
import { MAX_PAGE_SIZE } from '../constants/limits.ts'
import { BrandItemSchema } from './catalog.ts'
import { listResponseSchema, pagedQuerySchema } from './common.ts'

/**
 * A brand on the Brands page: the search result's brand plus its description (in the reader's
 * language, marked in englishFields when it falls back) and how many products it sells now.
 */
export const BrandSchema = BrandItemSchema.extend({
  description: z.string(),
  productCount: z.number().int().meta({ description: 'Active products of this brand' }),
})
export type Brand = z.infer<typeof BrandSchema>

export const BrandListSchema = listResponseSchema(BrandSchema)
export type BrandList = z.infer<typeof BrandListSchema>

/** GET /public/brands: a whole shop's brands fit one page of the largest size. */
export const BrandListQuerySchema = pagedQuerySchema(MAX_PAGE_SIZE)
