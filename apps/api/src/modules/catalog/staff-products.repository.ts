import { type ADMIN_PRODUCT_SORTS, DISPLAY_CUSTOMER_TYPE } from '@kyanma/shared'
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm'
import { adminOrderBy, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { productImages, productPricings, products } from '#app/db/schema/index.ts'
import { nameContains } from './catalog-records.ts'

/** Drizzle queries of the back office's products. No HTTP, no business rules. */

export interface ProductListFilter {
  search: string
  categoryId?: number
  brandId?: number
  active?: boolean
}

function whereClause(filter: ProductListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  const search = filter.search.toLowerCase()
  if (search) {
    const byName = nameContains(search, products)
    // Staff read ids off orders and labels: a number also finds the product with that id.
    conditions.push(/^\d{1,9}$/.test(search) ? or(eq(products.id, Number(search)), byName) : byName)
  }
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId))
  if (filter.brandId !== undefined) conditions.push(eq(products.brandId, filter.brandId))
  if (filter.active !== undefined) conditions.push(eq(products.isActive, filter.active))
  return and(...conditions)
}

const SORT_COLUMNS = {
  name: sql`lower(${products.name})`,
  retailPrice: products.retailPrice,
  stock: products.stock,
  createdAt: products.createdAt,
  soldCount: products.soldCount,
} satisfies Record<(typeof ADMIN_PRODUCT_SORTS)[number], unknown>

export async function listProducts(
  db: DbExecutor,
  filter: ProductListFilter,
  sort: (typeof ADMIN_PRODUCT_SORTS)[number],
  order: 'asc' | 'desc',
  offset: number,
  limit: number,
) {
  const where = whereClause(filter)
  return listPage(
    db.query.products.findMany({
      where,
      orderBy: adminOrderBy(SORT_COLUMNS, products.id, { sort, order }),
      offset,
      limit,
      with: {
        brand: { columns: { id: true, name: true, nameMy: true } },
        category: { columns: { id: true, name: true, nameMy: true } },
        pricings: { where: eq(productPricings.customerType, DISPLAY_CUSTOMER_TYPE) },
        images: { orderBy: asc(productImages.position), limit: 1, with: { media: true } },
      },
    }),
    db.select({ total: count() }).from(products).where(where),
  )
}
export type AdminProductListRow = Awaited<ReturnType<typeof listProducts>>['rows'][number]

/** One product whatever its state (staff also edit inactive ones), with its retail pricing. */
export function loadProduct(db: DbExecutor, id: number) {
  return db.query.products.findFirst({
    where: eq(products.id, id),
    with: {
      pricings: { where: eq(productPricings.customerType, DISPLAY_CUSTOMER_TYPE) },
      images: { orderBy: asc(productImages.position), with: { media: true } },
    },
  })
}
export type AdminProductDetailRow = NonNullable<Awaited<ReturnType<typeof loadProduct>>>

/** The price shoppers pay; the retail_price trigger copies it onto the product row. */
export async function saveRetailPrice(
  tx: DbExecutor,
  productId: number,
  price: number,
  originalPrice: number | null,
) {
  await tx
    .insert(productPricings)
    .values({
      productId,
      customerType: DISPLAY_CUSTOMER_TYPE,
      pricePerUnit: price,
      originalPricePerUnit: originalPrice,
    })
    .onConflictDoUpdate({
      target: [productPricings.productId, productPricings.customerType],
      set: { pricePerUnit: price, originalPricePerUnit: originalPrice },
    })
}

/** Replaces the product's pictures with these, in this order. */
export async function saveImages(tx: DbExecutor, productId: number, mediaIds: number[]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId))
  await tx
    .insert(productImages)
    .values(mediaIds.map((mediaId, position) => ({ productId, position, mediaId })))
}
