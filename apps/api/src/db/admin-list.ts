import { type AnyColumn, asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'

/** The parts of an admin list query (adminListQuerySchema) the repositories read. */
export interface AdminListQuery<Sort extends string> {
  page: number
  size: number
  search: string
  sort: Sort
  order: 'asc' | 'desc'
}

/** The page of a back-office table a repository reads: its sort, direction and rows. */
export interface AdminPage<Sort extends string> {
  sort: Sort
  order: 'asc' | 'desc'
  offset: number
  limit: number
}

/** A page of a table searched by one text box. */
export type AdminSearchPage<Sort extends string> = AdminPage<Sort> & { search: string }

/**
 * ORDER BY for a back-office table: the chosen column, then the id so rows with equal values
 * keep one order from page to page.
 */
export function adminOrderBy<Sort extends string>(
  columns: Record<Sort, AnyColumn | SQLWrapper>,
  id: AnyColumn,
  query: Pick<AdminListQuery<Sort>, 'sort' | 'order'>,
): SQL[] {
  const direction = query.order === 'asc' ? asc : desc
  return [direction(columns[query.sort]), direction(id)]
}

/** The page a back-office table shows: sorted as asked (then by id), from `offset`, `limit` rows. */
export function adminPageOf<Query extends PgSelect, Sort extends string>(
  query: Query,
  columns: Record<Sort, AnyColumn | SQLWrapper>,
  id: AnyColumn,
  page: AdminPage<Sort>,
) {
  return query
    .orderBy(...adminOrderBy(columns, id, page))
    .offset(page.offset)
    .limit(page.limit)
}

/**
 * A page of a list, in the back office or of a customer's own things: its rows, and how many rows
 * match in all (`{ total }` from the count query with the same WHERE). The two queries run side
 * by side.
 */
export async function listPage<Row>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [found, [all]] = await Promise.all([rows, counted])
  return { rows: found, total: all?.total ?? 0 }
}
