import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { brands, products } from '#app/db/schema/index.ts'

/** Drizzle queries for the public brand list. No HTTP, no business rules. */

const activeBrand = eq(brands.isActive, true)

async function withProductCounts<T extends { id: number }>(db: DbExecutor, rows: T[]) {
  if (rows.length === 0) return []
  const counts = await db
    .select({ brandId: products.brandId, total: count() })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        inArray(
          products.brandId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(products.brandId)
  const byBrand = new Map(counts.map((row) => [row.brandId, row.total]))
  return rows.map((row) => ({ ...row, productCount: byBrand.get(row.id) ?? 0 }))
}

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
  return { rows: await withProductCounts(db, rows), total }
}
export type BrandRow = Awaited<ReturnType<typeof findBrands>>['rows'][number]

export async function findBrand(db: DbExecutor, id: number): Promise<BrandRow | undefined> {
  const rows = await loadBrands(db, and(eq(brands.id, id), activeBrand), 0, 1)
  return (await withProductCounts(db, rows))[0]
}
