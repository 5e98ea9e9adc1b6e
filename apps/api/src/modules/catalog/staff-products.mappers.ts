import type { AdminProduct, AdminProductBodyValues, AdminProductRow } from '@kyanma/shared'
import { toImage } from '../media/image-urls.ts'
import type { AdminProductDetailRow, AdminProductListRow } from './staff-products.repository.ts'

type PublicUrl = (key: string) => string

/**
 * The price staff see and edit: the pricing of the display customer type (the only one the
 * repository loads), else the retail price; and that pricing's struck-through original price.
 */
function shownPrice(row: Pick<AdminProductListRow, 'pricings' | 'retailPrice'>) {
  const pricing = row.pricings[0]
  return {
    price: pricing?.pricePerUnit ?? row.retailPrice,
    originalPrice: pricing?.originalPricePerUnit ?? null,
  }
}

export function toAdminProductRow(row: AdminProductListRow, publicUrl: PublicUrl): AdminProductRow {
  const first = row.images[0]
  return {
    id: row.id,
    thumbnail: first ? toImage(first.media, publicUrl).urls.thumbnail : null,
    name: row.name,
    nameMy: row.nameMy,
    category: row.category,
    brand: row.brand,
    ...shownPrice(row),
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
  return {
    name: row.name,
    description: row.description,
    nameMy: row.nameMy,
    descriptionMy: row.descriptionMy,
    categoryId: row.categoryId,
    brandId: row.brandId,
    ...shownPrice(row),
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
