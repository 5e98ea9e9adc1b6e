import { and, asc, eq, getTableColumns, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { promotions, promotionUses } from '#app/db/schema/index.ts'
import { tablePage } from '#app/db/table-page.ts'

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
  return tablePage(
    db,
    {
      table: promotions,
      fields: getTableColumns(promotions),
      where: usableNow(now),
      orderBy: [asc(promotions.endsAt), asc(promotions.id)],
    },
    { offset, limit },
  )
}
