import type { AdminProduct, AdminProductBodyValues, AdminProductRow } from '@kyanma/shared'
import { toImage } from '../media/image-urls.ts'
import type { AdminProductDetailRow, AdminProductListRow } from './staff-products.repository.ts'

type PublicUrl = (key: string) => string

export function toAdminProductRow(row: AdminProductListRow, publicUrl: PublicUrl): AdminProductRow {
  const pricing = row.pricings[0]
  const first = row.images[0]
  return {
    id: row.id,
    thumbnail: first ? toImage(first.media, publicUrl).urls.thumbnail : null,
    name: row.name,
    nameMy: row.nameMy,
    category: row.category,
    brand: row.brand,
    price: pricing?.pricePerUnit ?? row.retailPrice,
    originalPrice: pricing?.originalPricePerUnit ?? null,
    stock: row.stock,
    soldCount: row.soldCount,
    isFlashSale: row.isFlashSale,
    isRecommended: row.isRecommended,
    isBestSeller: row.isBestSeller,
    featuredRank: row.featuredRank,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  }
}

/** What the form edits, as stored: the audit log's before and after. */
export function editableValues(row: AdminProductDetailRow): AdminProductBodyValues {
  const pricing = row.pricings[0]
  return {
    name: row.name,
    description: row.description,
    nameMy: row.nameMy,
    descriptionMy: row.descriptionMy,
    categoryId: row.categoryId,
    brandId: row.brandId,
    price: pricing?.pricePerUnit ?? row.retailPrice,
    originalPrice: pricing?.originalPricePerUnit ?? null,
    stock: row.stock,
    potency: row.potency,
    potencyUnit: row.potencyUnit as AdminProductBodyValues['potencyUnit'],
    tabletCount: row.tabletCount,
    unitForm: row.unitForm as AdminProductBodyValues['unitForm'],
    shippingWeightGrams: row.shippingWeightGrams,
    needsPrescription: row.needsPrescription,
    nearestExpiredDate: row.nearestExpiredDate,
    isFlashSale: row.isFlashSale,
    isRecommended: row.isRecommended,
    isBestSeller: row.isBestSeller,
    featuredRank: row.featuredRank,
    isActive: row.isActive,
    imageIds: row.images.map((image) => image.mediaId),
  }
}

export function toAdminProduct(row: AdminProductDetailRow, publicUrl: PublicUrl): AdminProduct {
  const { imageIds: _ids, ...values } = editableValues(row)
  return {
    id: row.id,
    slug: row.slug,
    ...values,
    nameMy: row.nameMy,
    descriptionMy: row.descriptionMy,
    images: row.images.map((image) => toImage(image.media, publicUrl)),
    soldCount: row.soldCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
