import { and, eq, sql } from 'drizzle-orm'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { preparedPerDatabase } from '#app/db/prepared.ts'
import { rawRows } from '#app/db/raw-rows.ts'
import {
  customers,
  orderIdempotency,
  orderItems,
  orderStatusHistory,
  orders,
  products,
} from '#app/db/schema/index.ts'
import type { NewOrder } from './orders.repository.ts'

/**
 * The statements of placing an order (decision 056): as few round trips as the rules allow,
 * because under 50 buyers at once every statement's work in Node and in PostgreSQL is what
 * the orders queue on, and each one inside the transaction holds a pooled connection longer.
 */

/**
 * Today's name, price and stock of the products asked for, active ones only. A plain read that
 * needs no lock (the stock is taken by the conditional update at the end), so it runs before
 * the transaction, prepared: one shape for any number of lines.
 */
const sellableProducts = preparedPerDatabase((db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      unitPrice: products.retailPrice,
      stock: products.stock,
      needsPrescription: products.needsPrescription,
    })
    .from(products)
    .where(
      and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, eq(products.isActive, true)),
    )
    .prepare('order_sellable_products'),
)

export function findSellableProducts(db: Database, ids: number[]) {
  return sellableProducts(db).execute({ ids })
}
export type SellableProduct = Awaited<ReturnType<typeof findSellableProducts>>[number]

/**
 * Locks the customer's row (as `lockCustomer`, and for the same reasons: every order takes it
 * first) and claims the Idempotency-Key in the same statement: the CTE locks before the insert
 * reads it, so the lock order stays customer, then key. Answers whether the key was claimed; a
 * concurrent claim of the same key waits on the primary key until the first transaction ends.
 */
export async function lockCustomerAndClaimKey(
  tx: DbExecutor,
  claim: { customerId: number; key: string; requestHash: string; createdAt: Date },
): Promise<boolean> {
  const rows = await rawRows<{ claimed: number }>(
    tx,
    sql`
    with customer as materialized (
      select ${customers.id} as id from ${customers}
      where ${customers.id} = ${claim.customerId} for no key update
    )
    insert into ${orderIdempotency} (customer_id, key, request_hash, created_at)
    select id, ${claim.key}::text, ${claim.requestHash}::text, ${claim.createdAt.toISOString()}::timestamptz
    from customer
    on conflict do nothing
    returning 1 as claimed`,
  )
  return rows.length > 0
}

/** The request that claimed a key earlier, and the order it placed (null if none yet). */
export async function earlierClaim(tx: DbExecutor, customerId: number, key: string) {
  const [earlier] = await tx
    .select({ requestHash: orderIdempotency.requestHash, orderId: orderIdempotency.orderId })
    .from(orderIdempotency)
    .where(and(eq(orderIdempotency.customerId, customerId), eq(orderIdempotency.key, key)))
  return earlier
}

/** The id the next order gets, taken before the insert so the voucher number can contain it. */
export async function nextOrderId(tx: DbExecutor): Promise<number> {
  const rows = await rawRows<{ id: string | number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`,
  )
  return Number(rows[0]?.id)
}

/**
 * The order, its items, its first status-history row and, with a key, the key's order, in one
 * statement of data-modifying CTEs. The foreign keys are checked at the statement's end, when
 * the order row exists.
 */
export async function insertPlacedOrder(
  tx: DbExecutor,
  placed: {
    order: NewOrder & { id: number }
    items: (typeof orderItems.$inferInsert)[]
    history: typeof orderStatusHistory.$inferInsert
    key: string | undefined
  },
) {
  const { order, items, history, key } = placed
  const recordKey =
    key === undefined
      ? sql`select 1`
      : tx
          .update(orderIdempotency)
          .set({ orderId: order.id })
          .where(
            and(eq(orderIdempotency.customerId, order.customerId), eq(orderIdempotency.key, key)),
          )
          .getSQL()
  // getSQL(): a builder embedded as it is would be wrapped in parentheses, which a CTE refuses.
  await tx.execute(sql`
    with placed as (${tx.insert(orders).values(order).getSQL()}),
    lines as (${tx.insert(orderItems).values(items).getSQL()}),
    history as (${tx.insert(orderStatusHistory).values(history).getSQL()})
    ${recordKey}`)
}

/**
 * Takes every line's units in one statement and answers the ids of the products it could take
 * them from: a product missing from the answer had fewer left (its row is unchanged, and the
 * caller rolls the others back). The rows are locked in id order first (the CTE sorts before it
 * locks, and a row is updated only once that CTE has locked it), whatever the plan, so two
 * orders sharing products wait for each other instead of deadlocking.
 */
export async function takeStock(
  tx: DbExecutor,
  lines: readonly { productId: number; qty: number }[],
) {
  if (lines.length === 0) return new Set<number>()
  const values = sql.join(
    lines.map((line) => sql`(${line.productId}::int, ${line.qty}::int)`),
    sql`, `,
  )
  const ids = sql.join(
    lines.map((line) => sql`${line.productId}::int`),
    sql`, `,
  )
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`
    with locked as materialized (
      select id from ${products} where id in (${ids}) order by id for no key update
    )
    update ${products} set stock = ${products.stock} - line.qty
    from locked join (values ${values}) as line(id, qty) on line.id = locked.id
    where ${products.id} = locked.id and ${products.stock} >= line.qty
    returning ${products.id} as id`,
  )
  return new Set(rows.map((row) => Number(row.id)))
}
