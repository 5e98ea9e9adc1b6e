import type { Brand } from '@kyanma/shared'
import type { PublicUrl } from '../catalog/catalog.mappers.ts'
import { toImage } from '../media/image-urls.ts'
import type { BrandRow } from './brands.repository.ts'

export function toBrand(row: BrandRow, publicUrl: PublicUrl): Brand {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo ? toImage(row.logo, publicUrl) : null,
    productCount: row.productCount,
  }
}
