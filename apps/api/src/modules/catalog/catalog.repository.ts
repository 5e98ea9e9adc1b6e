import type { NumberRange } from '@kyanma/shared'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { listPage } from '#app/db/admin-list.ts'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { preparedPerDatabase } from '#app/db/prepared.ts'
import { rawRows } from '#app/db/raw-rows.ts'
import {
  brands,
  categories,
  favorites,
  productImages,
  products,
  reviews,
} from '#app/db/schema/index.ts'
import { closestFirst, matchesEveryTerm, startsWith } from './name-match.ts'
import type { ProductCriteria, ProductOrder } from './product-criteria.ts'

/** Drizzle queries for the public catalogue. No HTTP, no business rules. */

/** The names a product is searched by: English and Burmese. */
const productNames = [products.name, products.nameMy]

function rangeConditions(column: AnyPgColumn, range?: NumberRange): SQL[] {
  if (!range) return []
  const conditions: SQL[] = []
  if (range.from !== undefined) conditions.push(gte(column, range.from))
  if (range.to !== undefined) conditions.push(lte(column, range.to))
  return conditions
}

/** Which products the criteria select; also a part of the search's one statement. */
export function whereClause(criteria: ProductCriteria): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)]
  if (criteria.categoryIds) conditions.push(inArray(products.categoryId, criteria.categoryIds))
  if (criteria.brandId !== undefined) conditions.push(eq(products.brandId, criteria.brandId))
  if (criteria.excludeProductId !== undefined)
    conditions.push(ne(products.id, criteria.excludeProductId))
  if (criteria.flag === 'flashSale') conditions.push(eq(products.isFlashSale, true))
  if (criteria.flag === 'recommended') conditions.push(eq(products.isRecommended, true))
  if (criteria.flag === 'bestSeller') conditions.push(eq(products.isBestSeller, true))
  conditions.push(
    ...matchesEveryTerm(productNames, criteria.searchTerms ?? [], criteria.fuzzySearch),
  )
  conditions.push(...rangeConditions(products.retailPrice, criteria.price))
  conditions.push(...rangeConditions(products.potency, criteria.potency))
  conditions.push(...rangeConditions(products.shippingWeightGrams, criteria.weightGrams))
  conditions.push(...rangeConditions(products.tabletCount, criteria.tabletCount))
  conditions.push(...rangeConditions(products.avgStars, criteria.rating))
  if (criteria.needsPrescription !== undefined)
    conditions.push(eq(products.needsPrescription, criteria.needsPrescription))
  if (criteria.favoritesOf !== undefined)
    conditions.push(
      inArray(
        products.id,
        sql`(select ${favorites.productId} from ${favorites} where ${favorites.customerId} = ${criteria.favoritesOf})`,
      ),
    )
  return and(...conditions)
}

/** The order of a listing; also a part of the search's one statement. */
export function orderBy(order: ProductOrder, criteria: ProductCriteria): SQL[] {
  const terms = criteria.searchTerms ?? []
  const firstTerm = terms[0]
  // With search text, names that start with the first word come first; a search forgiving a
  // typo puts the closest names first.
  const relevance = criteria.fuzzySearch
    ? [closestFirst(productNames, terms)]
    : firstTerm
      ? [startsWith(productNames, firstTerm)]
      : []
  switch (order.sort) {
    case 'related':
      return [
        sql`(${products.categoryId} = ${order.categoryId}) desc`,
        asc(products.featuredRank),
        asc(products.id),
      ]
    case 'newest':
      return [desc(products.createdAt), desc(products.id)]
    case 'price_asc':
      return [asc(products.retailPrice), asc(products.id)]
    case 'price_desc':
      return [desc(products.retailPrice), desc(products.id)]
    case 'rating':
      return [desc(products.avgStars), desc(products.totalReviews), asc(products.id)]
    case 'best_selling':
      return [desc(products.soldCount), asc(products.id)]
    case 'name':
      return [sql`lower(${products.name})`, asc(products.id)]
    default:
      return [...relevance, asc(products.featuredRank), asc(products.id)]
  }
}

/** One page of matching ids only; the rows are loaded afterwards for just these ids (deferred join). */
export async function findProductIds(
  db: DbExecutor,
  criteria: ProductCriteria,
  order: ProductOrder,
  offset: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(whereClause(criteria))
    .orderBy(...orderBy(order, criteria))
    .limit(limit)
    .offset(offset)
  return rows.map((row) => row.id)
}

/**
 * Matches are counted exactly up to this many; beyond it the planner's estimate is used. Counting
 * a category's few thousand matches on a covering index costs about what asking the planner does
 * (a second statement), so the estimate is kept for the wide listings that match tens of thousands.
 */
export const EXACT_COUNT_LIMIT = 10_000

/**
 * How many products match, read from at most EXACT_COUNT_LIMIT + 1 rows (decision 051). Beyond
 * the limit the planner's estimate stands in, so a wide listing never reads every match.
 */
export async function countProducts(
  db: DbExecutor,
  criteria: ProductCriteria,
): Promise<{ total: number; exact: boolean }> {
  const matches = db
    .select({ id: products.id })
    .from(products)
    .where(whereClause(criteria))
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('matches')
  const [row] = await db.select({ total: count() }).from(matches)
  const total = row?.total ?? 0
  if (total <= EXACT_COUNT_LIMIT) return { total, exact: true }
  const estimate = await estimateRows(
    db,
    db.select({ id: products.id }).from(products).where(whereClause(criteria)),
  )
  return { total: Math.max(estimate, total), exact: false }
}

/** Every match counted, however many: for a page past the end of an estimated total. */
export async function countAllProducts(db: DbExecutor, criteria: ProductCriteria): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(whereClause(criteria))
  return row?.total ?? 0
}

/** The planner's row estimate for `query`: planning only, nothing is read. */
async function estimateRows(db: DbExecutor, query: SQLWrapper): Promise<number> {
  const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`)
  const plan = row?.['QUERY PLAN']
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [
    { Plan: { 'Plan Rows': number } },
  ]
  return Math.round(parsed[0].Plan['Plan Rows'])
}

const summaryColumns = {
  id: true,
  name: true,
  nameMy: true,
  potency: true,
  potencyUnit: true,
  tabletCount: true,
  unitForm: true,
  shippingWeightGrams: true,
  needsPrescription: true,
  stock: true,
  avgStars: true,
  totalReviews: true,
  isFlashSale: true,
} as const

const pricingColumns = {
  customerType: true,
  pricePerUnit: true,
  originalPricePerUnit: true,
} as const

/** Products with brand, category, pricings and their first image, in no particular order. */
export function loadProductSummaries(db: DbExecutor, ids: number[]) {
  return db.query.products.findMany({
    columns: summaryColumns,
    where: inArray(products.id, ids),
    with: {
      brand: { columns: { id: true, name: true, nameMy: true } },
      category: { columns: { id: true, name: true, nameMy: true } },
      pricings: { columns: pricingColumns },
      images: {
        orderBy: asc(productImages.position),
        limit: 1,
        with: { media: true },
      },
    },
  })
}
export type ProductSummaryRow = Awaited<ReturnType<typeof loadProductSummaries>>[number]

/** Every uncached product page runs this, so it is prepared (decision 053). */
const productById = preparedPerDatabase((db) =>
  db.query.products
    .findFirst({
      where: and(eq(products.id, sql.placeholder('id')), eq(products.isActive, true)),
      with: {
        brand: { columns: { id: true, name: true, slug: true, nameMy: true } },
        category: { columns: { id: true, name: true, parentId: true, nameMy: true } },
        pricings: { columns: pricingColumns },
        images: { orderBy: asc(productImages.position), with: { media: true } },
      },
    })
    .prepare('catalog_product_by_id'),
)

export function loadProduct(db: Database, id: number) {
  return productById(db).execute({ id })
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof loadProduct>>>

export async function productExists(
  db: DbExecutor,
  id: number,
): Promise<{ categoryId: number } | undefined> {
  const [row] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
  return row
}

export function loadAllCategories(db: DbExecutor) {
  return db.query.categories.findMany({
    where: eq(categories.isActive, true),
    orderBy: [asc(categories.sortOrder), asc(categories.name)],
    with: { image: true },
  })
}
export type CategoryRow = Awaited<ReturnType<typeof loadAllCategories>>[number]

export async function brandExists(db: DbExecutor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.isActive, true)))
  return row !== undefined
}

export async function findReviews(
  db: DbExecutor,
  productId: number,
  offset: number,
  limit: number,
) {
  return listPage(
    db.query.reviews.findMany({
      where: publicReviewsOf(productId),
      orderBy: [desc(reviews.createdAt), desc(reviews.id)],
      offset,
      limit,
      with: {
        customer: {
          columns: { id: true },
          with: {
            user: {
              columns: { displayName: true },
              with: { profileImage: true },
            },
          },
        },
      },
    }),
    db.select({ total: count() }).from(reviews).where(publicReviewsOf(productId)),
  )
}

/** The reviews anyone may read: staff have not hidden them. */
function publicReviewsOf(productId: number) {
  return and(eq(reviews.productId, productId), isNull(reviews.hiddenAt))
}
export type ReviewRow = Awaited<ReturnType<typeof findReviews>>['rows'][number]
