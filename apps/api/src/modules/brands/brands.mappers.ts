import type { Brand, Language } from '@kyanma/shared'
import { altIn, inLanguage } from '#app/lib/bilingual.ts'
import type { PublicUrl } from '../catalog/catalog.mappers.ts'
import { toImage } from '../media/image-urls.ts'
import type { BrandRow } from './brands.repository.ts'

export function toBrand(row: BrandRow, publicUrl: PublicUrl, lang: Language): Brand {
  const { texts, marker } = inLanguage(lang, {
    name: [row.name, row.nameMy],
    description: [row.description, row.descriptionMy],
  })
  return {
    id: row.id,
    name: texts.name,
    slug: row.slug,
    description: texts.description,
    logo: row.logo ? toImage(row.logo, publicUrl, altIn(lang, texts.name)) : null,
    productCount: row.productCount,
    ...marker,
  }
}
