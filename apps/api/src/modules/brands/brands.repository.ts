import { and, asc, count, eq, sql } from 'drizzle-orm'
import { listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { brands, products } from '#app/db/schema/index.ts'
import { withProductCounts } from '../catalog/catalog-records.ts'

/** Drizzle queries for the public brand list. No HTTP, no business rules. */

const activeBrand = eq(brands.isActive, true)

function loadBrands(db: DbExecutor, where: ReturnType<typeof and>, offset: number, limit: number) {
  return db.query.brands.findMany({
    columns: {
      id: true,
      name: true,
      nameMy: true,
      slug: true,
      description: true,
      descriptionMy: true,
    },
    where,
    orderBy: [asc(sql`lower(${brands.name})`), asc(brands.id)],
    offset,
    limit,
    with: { logo: true },
  })
}

/** A page of active brands by name, each with its number of active products. */
export async function findBrands(db: DbExecutor, offset: number, limit: number) {
  const { rows, total } = await listPage(
    loadBrands(db, activeBrand, offset, limit),
    db.select({ total: count() }).from(brands).where(activeBrand),
  )
  return { rows: await withProductCounts(db, products.brandId, rows, { activeOnly: true }), total }
}
export type BrandRow = Awaited<ReturnType<typeof findBrands>>['rows'][number]

export async function findBrand(db: DbExecutor, id: number): Promise<BrandRow | undefined> {
  const rows = await loadBrands(db, and(eq(brands.id, id), activeBrand), 0, 1)
  return (await withProductCounts(db, products.brandId, rows, { activeOnly: true }))[0]
}
