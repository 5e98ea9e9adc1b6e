import {
  type CategoryItem,
  type CustomerType,
  DISPLAY_CUSTOMER_TYPE,
  type Language,
  type PotencyUnit,
  type Product,
  type ProductPricing,
  type ProductSummary,
  type Review,
  type UnitForm,
} from '@kyanma/shared'
import { altIn, inLanguage, namedRef } from '#app/lib/bilingual.ts'
import { sanitizeHtml } from '#app/lib/sanitize-html.ts'
import { type MediaRow, toImage } from '../media/image-urls.ts'
import type { CategoryRow, ProductRow, ProductSummaryRow, ReviewRow } from './catalog.repository.ts'

/** Turns repository rows into the wire shapes of packages/shared. */
export type PublicUrl = (key: string) => string

const GRAMS_PER_KG = 1000

function toPricings(rows: ProductSummaryRow['pricings']): ProductPricing[] {
  // The display pricing first, so clients that read productPricings[0] show the right price.
  return rows
    .map((row) => ({ ...row, customerType: row.customerType as CustomerType }))
    .sort(
      (a, b) =>
        Number(b.customerType === DISPLAY_CUSTOMER_TYPE) -
        Number(a.customerType === DISPLAY_CUSTOMER_TYPE),
    )
}

function imagesOf(rows: { media: MediaRow }[], publicUrl: PublicUrl, alt: string | undefined) {
  return rows.map((row) => toImage(row.media, publicUrl, alt))
}

/** Product texts in `lang` (decision 039); English answers are the texts as stored. */
export function toProductSummary(
  row: ProductSummaryRow,
  publicUrl: PublicUrl,
  lang: Language,
): ProductSummary {
  const { texts, marker } = inLanguage(lang, { name: [row.name, row.nameMy] })
  return {
    id: row.id,
    name: texts.name,
    images: imagesOf(row.images, publicUrl, altIn(lang, texts.name)),
    productPricings: toPricings(row.pricings),
    brand: row.brand && namedRef(lang, row.brand),
    category: namedRef(lang, row.category),
    avgStars: row.avgStars,
    totalReviews: row.totalReviews,
    potency: row.potency,
    potencyUnit: row.potencyUnit as PotencyUnit | null,
    tabletCount: row.tabletCount,
    packageQty: row.tabletCount,
    unitForm: row.unitForm as UnitForm | null,
    shippingWeight: row.shippingWeightGrams / GRAMS_PER_KG,
    needAttachment: row.needsPrescription,
    inStock: row.stock > 0,
    isFlashSale: row.isFlashSale,
    // Visitors' answers are shared; a signed-in customer's favourites are marked per request.
    isFavorite: false,
    ...marker,
  }
}

export function toProduct(row: ProductRow, publicUrl: PublicUrl, lang: Language): Product {
  const { texts, marker } = inLanguage(lang, {
    name: [row.name, row.nameMy],
    description: [row.description, row.descriptionMy],
  })
  return {
    ...toProductSummary(row, publicUrl, lang),
    // Stored descriptions are already clean; sanitizing again (once per cached answer) also
    // covers rows written around the app, such as imports run straight against the database.
    description: sanitizeHtml(texts.description),
    nearestExpiredDate: row.nearestExpiredDate,
    stock: row.stock,
    brand: row.brand && namedRef(lang, row.brand),
    category: namedRef(lang, row.category),
    createdAt: row.createdAt.toISOString(),
    supplementFacts: row.supplementFacts ?? null,
    ...marker,
  }
}

export function toCategoryItem(
  row: CategoryRow,
  publicUrl: PublicUrl,
  lang: Language,
): CategoryItem {
  const { texts, marker } = inLanguage(lang, { name: [row.name, row.nameMy] })
  return {
    id: row.id,
    name: texts.name,
    parentId: row.parentId,
    image: row.image ? toImage(row.image, publicUrl, altIn(lang, texts.name)) : null,
    ...marker,
  }
}

export function toReview(row: ReviewRow, publicUrl: PublicUrl): Review {
  const profileImage = row.customer.user.profileImage
  return {
    id: row.id,
    stars: row.stars,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
    customer: {
      id: row.customer.id,
      user: {
        displayName: row.customer.user.displayName,
        profileImage: profileImage ? toImage(profileImage, publicUrl) : null,
      },
    },
  }
}
