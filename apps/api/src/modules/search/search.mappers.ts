import type { ArticleSummary, BlogCategory, BrandItem } from '@kyanma/shared'
import type { PublicUrl } from '../catalog/catalog.mappers.ts'
import { toImage } from '../media/image-urls.ts'
import type { ArticleSummaryRow, searchBrands } from './search.repository.ts'

type BrandRow = Awaited<ReturnType<typeof searchBrands>>['rows'][number]

export function toArticleSummary(row: ArticleSummaryRow, publicUrl: PublicUrl): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    author: row.author,
    category: row.category as BlogCategory,
    blogDate: row.blogDate.toISOString(),
    image: row.image ? toImage(row.image, publicUrl) : null,
  }
}

export function toBrandItem(row: BrandRow, publicUrl: PublicUrl): BrandItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo ? toImage(row.logo, publicUrl) : null,
  }
}
