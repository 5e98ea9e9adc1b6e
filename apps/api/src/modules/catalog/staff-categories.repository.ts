import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { type AdminListQuery, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { categories, products } from '#app/db/schema/index.ts'
import { nameContains, withProductCounts } from './catalog-records.ts'

/** Drizzle queries of the back office's categories. No HTTP, no business rules. */

export type CategoryListQuery = AdminListQuery<'name' | 'sortOrder' | 'id'>

/** Categories with their parent's name, picture and product count, in the order given. */
async function findCategories(
  db: DbExecutor,
  where: SQL | undefined,
  orderBy: SQL[],
  offset: number,
  limit: number,
) {
  const rows = await db.query.categories.findMany({
    where,
    orderBy,
    offset,
    limit,
    with: { parent: { columns: { id: true, name: true, nameMy: true } }, image: true },
  })
  return withProductCounts(db, products.categoryId, rows)
}
export type AdminCategoryRow = Awaited<ReturnType<typeof findCategories>>[number]

export async function listCategories(db: DbExecutor, query: CategoryListQuery) {
  const where = nameContains(query.search, categories)
  const direction = query.order === 'asc' ? asc : desc
  const column = {
    name: sql`lower(${categories.name})`,
    sortOrder: categories.sortOrder,
    id: categories.id,
  }[query.sort]
  const orderBy = [direction(column), asc(categories.id)]
  return listPage(
    findCategories(db, where, orderBy, query.page * query.size, query.size),
    db.select({ total: count() }).from(categories).where(where),
  )
}

export async function loadCategory(db: DbExecutor, id: number) {
  const [row] = await findCategories(db, eq(categories.id, id), [], 0, 1)
  return row
}

/** The category row, locked until the transaction ends (two staff saving it wait in turn). */
export async function lockCategory(tx: DbExecutor, id: number) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
  return row
}

/** Every category's parent, to walk the tree. */
export async function parentsById(db: DbExecutor): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
  return new Map(rows.map((row) => [row.id, row.parentId]))
}
