import { asc, desc, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

export { containsPattern } from '../catalog/catalog.repository.ts'

/** The parts of an admin list query (adminListQuerySchema) the repositories read. */
export interface AdminListQuery<Sort extends string> {
  page: number
  size: number
  search: string
  sort: Sort
  order: 'asc' | 'desc'
}

/**
 * ORDER BY for a back-office table: the chosen column, then the id so rows with equal values
 * keep one order from page to page.
 */
export function adminOrderBy<Sort extends string>(
  columns: Record<Sort, AnyPgColumn>,
  id: AnyPgColumn,
  query: AdminListQuery<Sort>,
): SQL[] {
  const direction = query.order === 'asc' ? asc : desc
  return [direction(columns[query.sort]), direction(id)]
}
