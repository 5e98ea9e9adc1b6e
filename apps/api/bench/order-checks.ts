import { messages } from '@kyanma/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../src/db/client.ts'
import type { OrderSetup } from './order-buyers.ts'
import type { OrderOutcomes } from './order-scenarios.ts'

/**
 * Reads back from the database what the order scenarios did and fails the bench on any wrong
 * figure: a fast order path that loses or doubles orders is no result. One line per check.
 */
export async function checkOrders(
  database: DatabaseHandle,
  setup: OrderSetup,
  since: Date,
  placement: OrderOutcomes,
  hot: OrderOutcomes,
): Promise<{ lines: string[]; passed: boolean }> {
  const rows = async <T>(query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
  const count = async (query: SQL) => Number((await rows<{ n: number }>(query))[0]?.n ?? 0)
  const buyerIds = sql.join(
    setup.buyers.map((buyer) => sql`${buyer.customerId}`),
    sql`, `,
  )
  const ours = sql`customer_id in (${buyerIds}) and created_at >= ${since.toISOString()}`
  const problems: string[] = []
  const check = (ok: boolean, line: string) => {
    if (!ok) problems.push(line)
    return `${ok ? 'ok' : 'FAILED'}: ${line}`
  }

  const answered = [...placement.placed, ...hot.placed]
  // A timed run ends with up to one request per connection unanswered: placed or not, unknown.
  const unanswered =
    placement.sent -
    placement.placed.length -
    placement.refused.length +
    (hot.sent - hot.placed.length - hot.refused.length)
  const stored = (await rows<{ id: number }>(sql`select id from orders where ${ours}`)).map(
    (row) => row.id,
  )
  const storedIds = new Set(stored)
  const lost = answered.filter((id) => !storedIds.has(id)).length
  const keys = await rows<{ n: number; orders: number }>(sql`
    select count(order_id)::int as n, count(distinct order_id)::int as orders
    from order_idempotency where ${ours}`)
  const wrongTotals = await count(sql`
    select count(*)::int as n from orders o
    join (select order_id, sum(qty * unit_price)::int as lines, sum(qty)::int as units
          from order_items group by order_id) i on i.order_id = o.id
    where o.customer_id in (${buyerIds}) and o.created_at >= ${since.toISOString()}
      and (o.subtotal <> i.lines or o.total_qty <> i.units
        or o.total <> o.subtotal + o.delivery_fee - o.discount - o.points_used)`)
  const withoutLines = await count(sql`
    select count(*)::int as n from orders o where ${ours}
      and not exists (select 1 from order_items i where i.order_id = o.id)`)
  const negative = await count(sql`select count(*)::int as n from products where stock < 0`)
  const hotSold = await count(sql`
    select coalesce(sum(i.qty), 0)::int as n from order_items i join orders o on o.id = i.order_id
    where i.product_id = ${setup.hot.id} and o.created_at >= ${since.toISOString()}`)
  const hotLeft = await count(sql`select stock as n from products where id = ${setup.hot.id}`)
  const soldOut = messages.outOfStock.replace('{product}', setup.hot.name)
  const unclear = hot.refused.filter((r) => r.status !== 409 || r.message !== soldOut)
  const keyRow = keys[0]

  const lines = [
    check(
      lost === 0 &&
        new Set(answered).size === answered.length &&
        stored.length >= answered.length &&
        stored.length <= answered.length + unanswered,
      `${answered.length} orders answered 201 (distinct ids, ${lost} missing from the database); ${stored.length} stored (${unanswered} requests were unanswered when the timed run stopped)`,
    ),
    check(
      keyRow?.n === stored.length && keyRow?.orders === stored.length,
      `no duplicates: ${stored.length} orders stored, each the only one of its request (${keyRow?.n} Idempotency-Keys name ${keyRow?.orders} distinct orders)`,
    ),
    check(
      wrongTotals === 0 && withoutLines === 0,
      `totals: ${wrongTotals} orders whose subtotal, units or total differ from the recomputed sum of their lines, ${withoutLines} without lines`,
    ),
    check(negative === 0, `${negative} products with negative stock`),
    check(
      placement.refused.length === 0,
      `placement: ${placement.refused.length} orders refused${placement.refused[0] ? ` (first: ${placement.refused[0].status} ${placement.refused[0].message})` : ''}`,
    ),
    check(
      hotSold === setup.hot.stock && hotLeft === 0 && hot.placed.length === setup.hot.stock,
      `hot product: ${hotSold} of ${setup.hot.stock} units sold in ${hot.placed.length} orders, ${hotLeft} left`,
    ),
    check(
      unclear.length === 0,
      `hot product: ${hot.refused.length} refused with 409 "${soldOut}"${unclear[0] ? `; ${unclear.length} otherwise, first ${unclear[0].status} ${unclear[0].message}` : ''}`,
    ),
  ]
  return { lines, passed: problems.length === 0 }
}
