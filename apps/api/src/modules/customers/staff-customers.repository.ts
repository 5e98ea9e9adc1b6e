import { normalizeMyanmarPhone } from '@kyanma/shared'
import { and, asc, count, eq, getTableColumns, gt, ilike, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type AdminSearchPage, adminOrderBy, adminPageOf, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { anyContains, containsPattern } from '#app/db/like-pattern.ts'
import { customers, orders, pointLedger, users } from '#app/db/schema/index.ts'
import { tablePage } from '#app/db/table-page.ts'

const pointsOfCustomer = sql<string>`coalesce((select sum(${pointLedger.points}) from ${pointLedger} where ${pointLedger.customerId} = ${customers.id}), 0)`
const ordersOfCustomer = sql<string>`(select count(*) from ${orders} where ${orders.customerId} = ${customers.id})`

const rowColumns = {
  id: customers.id,
  name: users.displayName,
  phone: users.phoneNumber,
  email: users.email,
  referralCode: customers.referralCode,
  joinedAt: customers.createdAt,
  points: pointsOfCustomer,
  ordersCount: ordersOfCustomer,
}

/** Name, phone (any writing), email, or the customer's id when the search is a number. */
function customerSearch(search: string): SQL | undefined {
  if (!search) return undefined
  const phone = normalizeMyanmarPhone(search)
  return or(
    ilike(users.displayName, containsPattern(search)),
    ilike(users.email, containsPattern(search)),
    ilike(users.phoneNumber, containsPattern(phone ?? search)),
    /^\d{1,9}$/.test(search) ? eq(customers.id, Number(search)) : undefined,
  )
}

const sortColumns = {
  createdAt: customers.createdAt,
  name: users.displayName,
  points: pointsOfCustomer,
  orders: ordersOfCustomer,
  id: customers.id,
}
export type CustomerSort = keyof typeof sortColumns

export async function listCustomers(db: DbExecutor, query: AdminSearchPage<CustomerSort>) {
  const where = customerSearch(query.search)
  return listPage(
    adminPageOf(
      db
        .select(rowColumns)
        .from(customers)
        .innerJoin(users, eq(users.id, customers.userId))
        .where(where)
        .$dynamic(),
      sortColumns,
      customers.id,
      query,
    ),
    db
      .select({ total: count() })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(where),
  )
}

const referrer = alias(customers, 'referrer')
const referrerUser = alias(users, 'referrer_user')

export async function findCustomerDetail(db: DbExecutor, customerId: number) {
  const [row] = await db
    .select({ ...rowColumns, referrerId: referrer.id, referrerName: referrerUser.displayName })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(referrer, eq(referrer.id, customers.referredBy))
    .leftJoin(referrerUser, eq(referrerUser.id, referrer.userId))
    .where(eq(customers.id, customerId))
  return row
}

const orderSorts = { createdAt: orders.createdAt, total: orders.total, status: orders.status }

export function listCustomerOrders(
  db: DbExecutor,
  customerId: number,
  query: AdminSearchPage<keyof typeof orderSorts>,
) {
  return tablePage(
    db,
    {
      table: orders,
      fields: {
        id: orders.id,
        voucherNo: orders.voucherNo,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentType: orders.paymentType,
        total: orders.total,
      },
      where: and(eq(orders.customerId, customerId), anyContains(query.search, [orders.voucherNo])),
      orderBy: adminOrderBy(orderSorts, orders.id, query),
    },
    query,
  )
}

const ledgerSorts = { createdAt: pointLedger.createdAt, points: pointLedger.points }

export function listLedger(
  db: DbExecutor,
  customerId: number,
  query: AdminSearchPage<keyof typeof ledgerSorts>,
) {
  return tablePage(
    db,
    {
      table: pointLedger,
      fields: getTableColumns(pointLedger),
      where: and(
        eq(pointLedger.customerId, customerId),
        anyContains(query.search, [pointLedger.note]),
      ),
      orderBy: adminOrderBy(ledgerSorts, pointLedger.id, query),
    },
    query,
  )
}

/** One export batch: the customers after `afterId`, in id order. */
export function customerExportBatch(db: DbExecutor, afterId: number, limit: number) {
  return db
    .select(rowColumns)
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(gt(customers.id, afterId))
    .orderBy(asc(customers.id))
    .limit(limit)
}

export async function customerExists(db: DbExecutor, customerId: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row !== undefined
}
