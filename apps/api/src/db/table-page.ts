import { count, type SQL } from 'drizzle-orm'
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import { listPage } from './admin-list.ts'
import type { DbExecutor } from './client.ts'

/** One table's rows a list reads: the columns it answers, which rows, and in what order. */
export interface TableList<Fields extends SelectedFields> {
  table: PgTable
  fields: Fields
  where: SQL | undefined
  orderBy: SQL[]
}

/**
 * A page of a shop list (a customer's orders, prescriptions, notifications or addresses; the
 * coupons a shopper can use) and how many rows match in all. Both queries are built here from
 * the one table and WHERE, so the total always counts the rows the pages list.
 */
export function tablePage<Fields extends SelectedFields>(
  db: DbExecutor,
  list: TableList<Fields>,
  page: { offset: number; limit: number },
) {
  return listPage(
    db
      .select(list.fields)
      .from(list.table)
      .where(list.where)
      .$dynamic()
      .orderBy(...list.orderBy)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(list.table).where(list.where),
  )
}
