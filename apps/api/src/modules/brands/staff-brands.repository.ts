import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm'
import { type AdminListQuery, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { brands, products } from '#app/db/schema/index.ts'
import { nameContains, withProductCounts } from '../catalog/catalog-records.ts'

/** Drizzle queries of the back office's brands. No HTTP, no business rules. */

export type BrandListQuery = AdminListQuery<'name' | 'id'>

/** Brands with their logo and product count, in the order given. */
async function findBrands(
  db: DbExecutor,
  where: SQL | undefined,
  orderBy: SQL[],
  offset: number,
  limit: number,
) {
  const rows = await db.query.brands.findMany({
    where,
    orderBy,
    offset,
    limit,
    with: { logo: true },
  })
  return withProductCounts(db, products.brandId, rows)
}
export type AdminBrandRow = Awaited<ReturnType<typeof findBrands>>[number]

export async function listBrands(db: DbExecutor, query: BrandListQuery) {
  const where = nameContains(query.search, brands)
  const direction = query.order === 'asc' ? asc : desc
  const column = query.sort === 'name' ? sql`lower(${brands.name})` : brands.id
  const orderBy = [direction(column), asc(brands.id)]
  return listPage(
    findBrands(db, where, orderBy, query.page * query.size, query.size),
    db.select({ total: count() }).from(brands).where(where),
  )
}

export async function loadBrand(db: DbExecutor, id: number) {
  const [row] = await findBrands(db, eq(brands.id, id), [], 0, 1)
  return row
}

/** The brand row, locked until the transaction ends (two staff saving it wait in turn). */
export async function lockBrand(tx: DbExecutor, id: number) {
  const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update')
  return row
}

/** Whether another brand has this name, ignoring case. */
export async function nameInUse(db: DbExecutor, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        sql`lower(${brands.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(brands.id, exceptId),
      ),
    )
  return row !== undefined
}
