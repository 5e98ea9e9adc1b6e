import { messages } from '@kyanma/shared'
import { count, eq, inArray } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { brands, categories, products } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'

export async function requireCategory(tx: DbExecutor, id: number, field = 'categoryId') {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id))
  if (!row)
    throw AppError.badRequest(messages.categoryNotFound, [
      { path: `body.${field}`, message: messages.categoryNotFound },
    ])
}

export async function requireBrand(tx: DbExecutor, id: number) {
  const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id))
  if (!row)
    throw AppError.badRequest(messages.brandNotFound, [
      { path: 'body.brandId', message: messages.brandNotFound },
    ])
}

/** How many products name each of these categories or brands (by the given column). */
export async function productCounts(
  db: DbExecutor,
  column: typeof products.categoryId | typeof products.brandId,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: column, n: count() })
    .from(products)
    .where(inArray(column, ids))
    .groupBy(column)
  return new Map(rows.map((row) => [row.id as number, row.n]))
}
