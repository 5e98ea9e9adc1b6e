import { messages } from '@kyanma/shared'
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { DbExecutor } from '#app/db/client.ts'
import { containsPattern } from '#app/db/like-pattern.ts'
import { brands, categories, products } from '#app/db/schema/index.ts'
import { uniqueSlug } from '#app/db/unique-slug.ts'
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

/**
 * Catalogue records (categories or brands) with how many products name each (by the given
 * column): every product, as the back office's tables show them, or with `activeOnly` only those
 * a shopper can see, as the shop's brand pages show them.
 */
export async function withProductCounts<Row extends { id: number }>(
  db: DbExecutor,
  column: typeof products.categoryId | typeof products.brandId,
  rows: Row[],
  { activeOnly = false } = {},
): Promise<(Row & { productCount: number })[]> {
  if (rows.length === 0) return []
  const named = inArray(
    column,
    rows.map((row) => row.id),
  )
  const counted = await db
    .select({ id: column, n: count() })
    .from(products)
    .where(activeOnly ? and(named, eq(products.isActive, true)) : named)
    .groupBy(column)
  const counts = new Map(counted.map((row) => [row.id as number, row.n]))
  return rows.map((row) => ({ ...row, productCount: counts.get(row.id) ?? 0 }))
}

/**
 * The back office's search of a catalogue record (product, category, brand) by name: its English
 * or Burmese name contains the text, ignoring case. No condition for an empty box.
 */
export function nameContains(
  search: string,
  record: { name: AnyPgColumn; nameMy: AnyPgColumn },
): SQL | undefined {
  if (!search) return undefined
  const pattern = containsPattern(search.toLowerCase())
  return sql`(lower(${record.name}) like ${pattern} or lower(${record.nameMy}) like ${pattern})`
}

/** The catalogue's records that have a slug: made from the name once, when created. */
type SluggedTable = typeof products | typeof categories | typeof brands

/**
 * Stores a new catalogue record under a slug no other record of its table has (uniqueSlug), and
 * answers its id. `kind` names it where a name gives no slug (Burmese names) and in errors.
 * Callers run it inside retryOnSlugClash, which takes the next slug when a writer beat them to it.
 */
export async function insertWithSlug<Table extends SluggedTable>(
  tx: DbExecutor,
  table: Table,
  values: Omit<Table['$inferInsert'], 'slug'>,
  kind: string,
): Promise<number> {
  const slug = await uniqueSlug(tx, table, table.slug, values.name, kind)
  const [row] = await tx
    .insert(table)
    // The signature typed the values for this table; Drizzle cannot check them for a generic one.
    .values({ ...values, slug } as never)
    .returning({ id: table.id })
  if (!row) throw new Error(`${kind} not stored`)
  return row.id
}
