import { and, asc, count, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { promotions, promotionUses } from '#app/db/schema/index.ts'

/** Coupons a shopper can use now: active, within their dates, not used up. */
function usableNow(now: Date): SQL | undefined {
  const usesLeft = sql`${promotions.usageLimit} > (select count(*) from ${promotionUses}
    where ${promotionUses.promotionId} = ${promotions.id} and ${promotionUses.releasedAt} is null)`
  return and(
    eq(promotions.isActive, true),
    lte(promotions.startsAt, now),
    gte(promotions.endsAt, now),
    or(isNull(promotions.usageLimit), usesLeft),
  )
}

export async function listUsablePromotions(
  db: DbExecutor,
  now: Date,
  offset: number,
  limit: number,
) {
  const where = usableNow(now)
  return listPage(
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(asc(promotions.endsAt), asc(promotions.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(promotions).where(where),
  )
}
