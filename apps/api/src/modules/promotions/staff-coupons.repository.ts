import { count, eq, sql } from 'drizzle-orm'
import { type AdminListQuery, adminOrderBy, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { anyContains } from '#app/db/like-pattern.ts'
import { promotions } from '#app/db/schema/index.ts'

export type CouponSort = 'code' | 'startsAt' | 'endsAt' | 'id'
const sortColumns = {
  code: promotions.code,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  id: promotions.id,
}

/**
 * Uses still held by orders; a cancelled order's use is released and no longer counts. Written
 * with qualified names: Drizzle leaves columns of a one-table select unqualified, which inside
 * the subquery would name promotion_uses' own id.
 */
const timesUsed = sql<number>`(
  select count(*)::int from promotion_uses as used
  where used.promotion_id = "promotions"."id" and used.released_at is null
)`

/** One page of coupons, searched by code, each with how often it is used. */
export async function findCoupons(db: DbExecutor, query: AdminListQuery<CouponSort>) {
  const where = anyContains(query.search, [promotions.code])
  return listPage(
    db
      .select({ promotion: promotions, timesUsed })
      .from(promotions)
      .where(where)
      .orderBy(...adminOrderBy(sortColumns, promotions.id, query))
      .offset(query.page * query.size)
      .limit(query.size),
    db.select({ total: count() }).from(promotions).where(where),
  )
}
export type CouponRow = Awaited<ReturnType<typeof findCoupons>>['rows'][number]

export async function findCoupon(db: DbExecutor, id: number): Promise<CouponRow | undefined> {
  const [row] = await db
    .select({ promotion: promotions, timesUsed })
    .from(promotions)
    .where(eq(promotions.id, id))
  return row
}

/** Another coupon with this code (codes are stored upper-cased). */
export async function findCodeOwner(db: DbExecutor, code: string) {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(sql`upper(${promotions.code})`, code))
  return row?.id
}
