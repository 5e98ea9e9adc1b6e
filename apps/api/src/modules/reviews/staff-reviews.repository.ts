import { and, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type AdminListQuery, adminOrderBy, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { anyContains } from '#app/db/like-pattern.ts'
import { customers, products, reviews, users } from '#app/db/schema/index.ts'

export interface AdminReviewFilter extends AdminListQuery<'createdAt' | 'stars'> {
  status: 'all' | 'visible' | 'hidden'
  productId?: number
}

const author = alias(users, 'author')
const hider = alias(users, 'hider')

function whereOf(filter: AdminReviewFilter): SQL | undefined {
  return and(
    filter.status === 'visible' ? isNull(reviews.hiddenAt) : undefined,
    filter.status === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined,
    filter.productId !== undefined ? eq(reviews.productId, filter.productId) : undefined,
    anyContains(filter.search, [reviews.review, products.name, author.displayName]),
  )
}

/** One page of every review (hidden ones too) with its product, author and who hid it. */
export async function findReviews(db: DbExecutor, filter: AdminReviewFilter) {
  const where = whereOf(filter)
  return listPage(
    db
      .select({
        id: reviews.id,
        stars: reviews.stars,
        review: reviews.review,
        createdAt: reviews.createdAt,
        productId: products.id,
        productName: products.name,
        customerId: customers.id,
        customerName: author.displayName,
        hiddenAt: reviews.hiddenAt,
        hiddenReason: reviews.hiddenReason,
        hiddenBy: hider.displayName,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .innerJoin(author, eq(author.id, customers.userId))
      .leftJoin(hider, eq(hider.id, reviews.hiddenBy))
      .where(where)
      .orderBy(
        ...adminOrderBy({ createdAt: reviews.createdAt, stars: reviews.stars }, reviews.id, filter),
      )
      .offset(filter.page * filter.size)
      .limit(filter.size),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .innerJoin(author, eq(author.id, customers.userId))
      .where(where),
  )
}
export type AdminReviewRow = Awaited<ReturnType<typeof findReviews>>['rows'][number]

export async function findReviewProductId(db: DbExecutor, id: number) {
  const [row] = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.id, id))
  return row?.productId
}

/** Locks one review for a change; undefined when there is none. */
export async function lockReview(tx: DbExecutor, id: number) {
  const [row] = await tx
    .select({
      id: reviews.id,
      productId: reviews.productId,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update')
  return row
}

export async function setReviewHidden(
  tx: DbExecutor,
  id: number,
  hidden: { at: Date; reason: string; by: number } | null,
) {
  await tx
    .update(reviews)
    .set({
      hiddenAt: hidden?.at ?? null,
      hiddenReason: hidden?.reason ?? null,
      hiddenBy: hidden?.by ?? null,
    })
    .where(eq(reviews.id, id))
}
