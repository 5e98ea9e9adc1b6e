import { z } from 'zod'
import { PageSchema } from './common.ts'

/**
 * The pages a sitemap lists, by kind: active products, published articles and announcements.
 * Each kind is split into parts of SITEMAP_PART_SIZE addresses (the sitemaps protocol allows
 * 50,000 a file; smaller parts keep each answer quick at 100,000 products).
 */
export const SITEMAP_KINDS = ['products', 'articles', 'announcements'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]
export const SITEMAP_PART_SIZE = 10_000

export const SitemapKindParamsSchema = z.object({
  kind: z.enum(SITEMAP_KINDS, {
    error: `must be one of ${SITEMAP_KINDS.join(', ')}`,
  }),
})
export const SitemapPageQuerySchema = z.object({ page: PageSchema })

const lastModified = z
  .string()
  .nullable()
  .meta({ description: 'ISO 8601 time of the last change, when known' })

export const SitemapPartSchema = z.object({
  kind: z.enum(SITEMAP_KINDS),
  page: z.number().int().meta({ description: 'Zero-based part number' }),
  count: z.number().int(),
  lastModified,
})
export type SitemapPart = z.infer<typeof SitemapPartSchema>
export const SitemapSummarySchema = z.object({ data: z.array(SitemapPartSchema) })
export type SitemapSummary = z.infer<typeof SitemapSummarySchema>

export const SitemapEntrySchema = z.object({ id: z.number().int(), lastModified })
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>
export const SitemapEntryListSchema = z.object({
  data: z.array(SitemapEntrySchema),
  total: z.number().int(),
  pageSize: z.number().int(),
})
export type SitemapEntryList = z.infer<typeof SitemapEntryListSchema>
