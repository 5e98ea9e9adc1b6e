import { DISPLAY_CUSTOMER_TYPE } from '@kyanma/shared'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Database } from '#app/db/client.ts'
import { brands, categories, productPricings, products } from '#app/db/schema/index.ts'
import { CSV_EXPORT_BATCH, streamCsvById } from '#app/lib/csv-stream.ts'

const HEADER = [
  'Id',
  'Name',
  'Slug',
  'Category',
  'Brand',
  'Price (Ks)',
  'Original price (Ks)',
  'Stock',
  'Sold',
  'Potency',
  'Potency unit',
  'Tablet count',
  'Unit form',
  'Shipping weight (g)',
  'Needs prescription',
  'Nearest expiry',
  'Flash sale',
  'Recommended',
  'Best seller',
  'Featured rank',
  'Active',
  'Created at',
]

function readBatch(db: Database, afterId: number, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      category: categories.name,
      brand: brands.name,
      price: products.retailPrice,
      originalPrice: productPricings.originalPricePerUnit,
      stock: products.stock,
      soldCount: products.soldCount,
      potency: products.potency,
      potencyUnit: products.potencyUnit,
      tabletCount: products.tabletCount,
      unitForm: products.unitForm,
      shippingWeightGrams: products.shippingWeightGrams,
      needsPrescription: products.needsPrescription,
      nearestExpiredDate: products.nearestExpiredDate,
      isFlashSale: products.isFlashSale,
      isRecommended: products.isRecommended,
      isBestSeller: products.isBestSeller,
      featuredRank: products.featuredRank,
      isActive: products.isActive,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(
      productPricings,
      and(
        eq(productPricings.productId, products.id),
        eq(productPricings.customerType, DISPLAY_CUSTOMER_TYPE),
      ),
    )
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit)
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

/** Every product (active or not) as CSV, streamed a batch at a time. */
export function exportProductsCsv(db: Database, batch = CSV_EXPORT_BATCH) {
  return streamCsvById(
    HEADER,
    (afterId, limit) => readBatch(db, afterId, limit),
    (row) => [
      row.id,
      row.name,
      row.slug,
      row.category,
      row.brand,
      row.price,
      row.originalPrice,
      row.stock,
      row.soldCount,
      row.potency,
      row.potencyUnit,
      row.tabletCount,
      row.unitForm,
      row.shippingWeightGrams,
      yesNo(row.needsPrescription),
      row.nearestExpiredDate,
      yesNo(row.isFlashSale),
      yesNo(row.isRecommended),
      yesNo(row.isBestSeller),
      row.featuredRank,
      yesNo(row.isActive),
      row.createdAt.toISOString(),
    ],
    batch,
  )
}
