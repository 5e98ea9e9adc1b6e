import type { SitemapEntry, SitemapKind, SitemapPart } from '@kyanma/shared'
import { asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbExecutor } from '#app/db/client.ts'
import { announcements, articles, products } from '#app/db/schema/index.ts'

/** Drizzle queries for the sitemap. No HTTP, no business rules. */

interface KindSource {
  table: PgTable
  id: AnyPgColumn
  /** The row's last change, or the nearest date known for it. */
  changed: AnyPgColumn
  visible: SQL
}

// Articles and announcements keep no time of change: their publication date stands in.
const SOURCES: Record<SitemapKind, KindSource> = {
  products: {
    table: products,
    id: products.id,
    changed: products.updatedAt,
    visible: eq(products.isActive, true),
  },
  articles: {
    table: articles,
    id: articles.id,
    changed: articles.blogDate,
    visible: eq(articles.isPublished, true),
  },
  announcements: {
    table: announcements,
    id: announcements.id,
    changed: announcements.createdAt,
    visible: eq(announcements.isPublished, true),
  },
}

/** A timestamp as ISO 8601 text in UTC, the same from PGlite and node-postgres. */
const isoText = (value: SQL | AnyPgColumn) =>
  sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

/** Each part of `partSize` rows of a kind, in id order: how many rows and their latest change. */
export async function findParts(
  db: DbExecutor,
  kind: SitemapKind,
  partSize: number,
): Promise<SitemapPart[]> {
  const source = SOURCES[kind]
  const numbered = db
    .select({
      changed: sql`${source.changed}`.as('changed'),
      position: sql<number>`row_number() over (order by ${source.id}) - 1`.as('position'),
    })
    .from(source.table)
    .where(source.visible)
    .as('numbered')
  const rows = await db
    .select({
      page: sql<number>`(${numbered.position} / ${partSize})::int`.as('page'),
      count: sql<number>`count(*)::int`,
      lastModified: isoText(sql`max(${numbered.changed})`),
    })
    .from(numbered)
    .groupBy(sql`page`)
    .orderBy(sql`page`)
  return rows.map((row) => ({ kind, ...row }))
}

/** One part's rows, in id order, and how many rows the kind has. */
export async function findEntries(
  db: DbExecutor,
  kind: SitemapKind,
  page: number,
  partSize: number,
): Promise<{ entries: SitemapEntry[]; total: number }> {
  const source = SOURCES[kind]
  const [entries, totals] = await Promise.all([
    db
      .select({ id: sql<number>`${source.id}`, lastModified: isoText(source.changed) })
      .from(source.table)
      .where(source.visible)
      .orderBy(asc(source.id))
      .limit(partSize)
      .offset(page * partSize),
    db.select({ total: count() }).from(source.table).where(source.visible),
  ])
  return { entries, total: totals[0]?.total ?? 0 }
}
