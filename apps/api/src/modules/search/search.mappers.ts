import type { BrandItem, Language } from '@kyanma/shared'
import { altIn, inLanguage } from '#app/lib/bilingual.ts'
import type { PublicUrl } from '../catalog/catalog.mappers.ts'
import { toImage } from '../media/image-urls.ts'
import type { loadBrands } from './search.repository.ts'

type BrandRow = Awaited<ReturnType<typeof loadBrands>>[number]

export function toBrandItem(row: BrandRow, publicUrl: PublicUrl, lang: Language): BrandItem {
  const { texts, marker } = inLanguage(lang, { name: [row.name, row.nameMy] })
  return {
    id: row.id,
    name: texts.name,
    slug: row.slug,
    logo: row.logo ? toImage(row.logo, publicUrl, altIn(lang, texts.name)) : null,
    ...marker,
  }
}
