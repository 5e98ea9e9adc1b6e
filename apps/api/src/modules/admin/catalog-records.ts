import { messages } from '@kyanma/shared'
import { and, count, eq, inArray, like, or } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbExecutor } from '#app/db/client.ts'
import { escapeLike } from '#app/db/like-pattern.ts'
import { brands, categories, media, products } from '#app/db/schema/index.ts'
import { uniqueViolationOf } from '#app/db/unique-violation.ts'
import { AppError } from '#app/lib/app-error.ts'

/** "Vitamin C 1000 mg" → "vitamin-c-1000-mg"; names with no Latin letters (Burmese) fall back. */
export function slugBase(name: string, fallback: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  return slug || fallback
}

/**
 * A slug no row of the table has yet: the name's own, else the first free "-2", "-3"... Slugs are
 * made once, when the record is created, so links to it keep working after a rename.
 */
export async function uniqueSlug(
  tx: DbExecutor,
  table: PgTable,
  column: AnyPgColumn,
  name: string,
  fallback: string,
): Promise<string> {
  const base = slugBase(name, fallback)
  const rows = (await tx
    .select({ slug: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${escapeLike(base)}-%`)))) as { slug: string }[]
  const taken = new Set(rows.map((row) => row.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * Runs a create once more when another writer took the same slug between our look-up and our
 * insert (the unique index refused it): the second attempt sees that slug and picks the next.
 */
export async function retryOnSlugClash<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create()
  } catch (error) {
    if (!uniqueViolationOf(error)?.endsWith('_slug_unique')) throw error
    return create()
  }
}

/** Every id must name a stored public picture (never a private receipt); 400 otherwise. */
export async function requirePublicImages(tx: DbExecutor, ids: number[], field: string) {
  if (ids.length === 0) return
  const rows = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.visibility, 'public')))
  const found = new Set(rows.map((row) => row.id))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length === 0) return
  const message = messages.imageNotFound.replace('{ids}', missing.join(', '))
  throw AppError.badRequest(message, [{ path: `body.${field}`, message }])
}

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

/** An ISO time for answers and audit rows. */
export const iso = (date: Date) => date.toISOString()
