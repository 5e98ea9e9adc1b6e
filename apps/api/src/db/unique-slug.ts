import { eq, like, or } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbExecutor } from './client.ts'
import { escapeLike } from './like-pattern.ts'
import { uniqueViolationOf } from './unique-violation.ts'

/** "Vitamin C 1000 mg" → "vitamin-c-1000-mg"; names with no Latin letters (Burmese) fall back. */
function slugBase(name: string, fallback: string): string {
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
