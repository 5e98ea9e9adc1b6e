import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { orderItems, orders, products, reviews } from '#app/db/schema/index.ts'

export type NewReview = typeof reviews.$inferInsert

/**
 * Locks the product row, so writers of one product's reviews count its average one at a time
 * (each sees the others' committed reviews). Undefined when there is no such product.
 */
export async function lockProduct(tx: DbExecutor, productId: number) {
  const [row] = await tx
    .select({ isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId))
    .for('update')
  return row
}

/** Whether the customer has a delivered order with this product in it. */
export async function hasReceivedProduct(db: DbExecutor, customerId: number, productId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'DELIVERED'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The customer's own review of a product, with what the page shows of them. */
export function findOwnReview(db: DbExecutor, customerId: number, productId: number) {
  return findReviewWhere(
    db,
    and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)),
  )
}

/** One of the customer's own reviews by id (someone else's is not found). */
export function findOwnReviewById(db: DbExecutor, customerId: number, id: number) {
  return findReviewWhere(db, and(eq(reviews.customerId, customerId), eq(reviews.id, id)))
}

function findReviewWhere(db: DbExecutor, where: ReturnType<typeof and>) {
  return db.query.reviews.findFirst({
    where,
    with: {
      customer: {
        columns: { id: true },
        with: { user: { columns: { displayName: true }, with: { profileImage: true } } },
      },
    },
  })
}
export type OwnReviewRow = NonNullable<Awaited<ReturnType<typeof findOwnReview>>>

export async function insertReview(tx: DbExecutor, values: NewReview): Promise<number> {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id })
  if (!row) throw new Error('review not stored')
  return row.id
}

export async function updateReview(
  tx: DbExecutor,
  id: number,
  values: { stars: number; review: string; updatedAt: Date },
) {
  await tx.update(reviews).set(values).where(eq(reviews.id, id))
}

export async function deleteReview(tx: DbExecutor, id: number) {
  await tx.delete(reviews).where(eq(reviews.id, id))
}

/**
 * Counts the product's average and number of reviews again from the ones not hidden (rounded to
 * one decimal, as the page shows it). Call with the product locked (lockProduct).
 */
export async function refreshProductStars(tx: DbExecutor, productId: number) {
  const shown = and(eq(reviews.productId, productId), isNull(reviews.hiddenAt))
  const [summary] = await tx
    .select({
      average: sql<number>`coalesce(round(avg(${reviews.stars})::numeric, 1)::float8, 0)`,
      total: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(shown)
  await tx
    .update(products)
    .set({ avgStars: summary?.average ?? 0, totalReviews: summary?.total ?? 0 })
    .where(eq(products.id, productId))
}
