import type { SupplementFacts } from '@kyanma/shared'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core'
import { descriptionInBothLanguages, identityId, linkTo, partOf, timestamptz } from './columns.ts'
import { customers, users } from './customers.ts'
import { media } from './media.ts'

export const categories = pgTable(
  'categories',
  {
    id: identityId(),
    parentId: integer().references((): AnyPgColumn => categories.id),
    name: text().notNull(),
    /** The Burmese name; null until staff write one (answers then fall back to `name`). */
    nameMy: text(),
    slug: text().notNull().unique(),
    sortOrder: integer().notNull().default(0),
    imageId: integer().references(() => media.id),
    isActive: boolean().notNull().default(true),
  },
  (table) => [index('categories_parent_idx').on(table.parentId, table.sortOrder)],
)

export const brands = pgTable('brands', {
  id: identityId(),
  name: text().notNull().unique(),
  /** Only brands known by a Burmese name have one; the others read `name` in both languages. */
  nameMy: text(),
  slug: text().notNull().unique(),
  ...descriptionInBothLanguages(),
  country: text(),
  logoId: integer().references(() => media.id),
  isActive: boolean().notNull().default(true),
})

export const products = pgTable(
  'products',
  {
    id: identityId(),
    name: text().notNull(),
    /** Burmese versions (decision 039): null means "not translated", answered in English. */
    nameMy: text(),
    slug: text().notNull().unique(),
    ...descriptionInBothLanguages(),
    brandId: integer().references(() => brands.id),
    categoryId: linkTo(() => categories.id),
    potency: doublePrecision(),
    potencyUnit: text(),
    tabletCount: integer(),
    unitForm: text(),
    shippingWeightGrams: integer().notNull().default(0),
    needsPrescription: boolean().notNull().default(false),
    stock: integer().notNull().default(0),
    nearestExpiredDate: date({ mode: 'string' }),
    /** The label's Supplement Facts panel; only the product page reads it, never the lists. */
    supplementFacts: jsonb().$type<SupplementFacts>(),
    /** Kept equal to the RETAIL_SALE pricing by a trigger, so lists filter and sort on one table. */
    retailPrice: integer().notNull().default(0),
    /** Kept equal to the average and count of the product's reviews when a review is written. */
    avgStars: doublePrecision().notNull().default(0),
    totalReviews: integer().notNull().default(0),
    soldCount: integer().notNull().default(0),
    featuredRank: integer().notNull().default(0),
    isFlashSale: boolean().notNull().default(false),
    isRecommended: boolean().notNull().default(false),
    isBestSeller: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    check('products_stock_check', sql`${table.stock} >= 0`),
    check('products_retail_price_check', sql`${table.retailPrice} >= 0`),
    check('products_avg_stars_check', sql`${table.avgStars} between 0 and 10`),
    check('products_potency_unit_check', sql`${table.potencyUnit} in ('mg', 'mcg', 'iu')`),
    // The listing indexes cover every filter column (INCLUDE), which drizzle-kit cannot express:
    // they are written by hand in migrations 0002 and 0022 (by category and price).
    index('products_brand_idx').on(table.brandId),
    index('products_price_idx').on(table.retailPrice, table.id),
    index('products_created_idx').on(table.createdAt, table.id),
  ],
)

export const productPricings = pgTable(
  'product_pricings',
  {
    id: identityId(),
    productId: partOf(() => products.id),
    customerType: text().notNull(),
    pricePerUnit: integer().notNull(),
    originalPricePerUnit: integer(),
  },
  (table) => [
    unique('product_pricings_product_type_unique').on(table.productId, table.customerType),
    check('product_pricings_price_check', sql`${table.pricePerUnit} >= 0`),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    productId: partOf(() => products.id),
    position: smallint().notNull(),
    mediaId: linkTo(() => media.id),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
)

export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    productId: partOf(() => products.id),
    customerId: linkTo(() => customers.id),
    stars: smallint().notNull(),
    review: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
    /** Staff hid it (with the reason): it leaves the public list and the product's average. */
    hiddenAt: timestamptz(),
    hiddenReason: text(),
    hiddenBy: integer().references(() => users.id),
  },
  (table) => [
    check('reviews_stars_check', sql`${table.stars} between 0 and 10`),
    index('reviews_product_idx').on(table.productId, table.createdAt),
    // One review per customer and product: a second one is an edit of the first.
    unique('reviews_product_customer_unique').on(table.productId, table.customerId),
  ],
)

export const favorites = pgTable(
  'favorites',
  {
    customerId: partOf(() => customers.id),
    productId: partOf(() => products.id),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId] })],
)
