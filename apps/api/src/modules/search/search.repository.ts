import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { DbExecutor } from '../../db/client.ts'
import { articles, brands, categories, searchKeywords } from '../../db/schema/index.ts'
import { escapeLike } from '../catalog/catalog.repository.ts'

/** Every word must appear somewhere in the lower-cased column (trigram indexes serve this). */
function containsAll(column: AnyPgColumn, terms: string[]): SQL[] {
  return terms.map((term) => sql`lower(${column}) like ${`%${escapeLike(term)}%`}`)
}

export async function searchArticles(db: DbExecutor, terms: string[], limit: number) {
  const where = and(eq(articles.isPublished, true), ...containsAll(articles.title, terms))
  const [rows, [totalRow]] = await Promise.all([
    db.query.articles.findMany({
      columns: { content: false, contentMy: false },
      where,
      orderBy: [desc(articles.blogDate), desc(articles.id)],
      limit,
      with: { image: true },
    }),
    db.select({ total: count() }).from(articles).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}
export type ArticleSummaryRow = Awaited<ReturnType<typeof searchArticles>>['rows'][number]

export async function searchBrands(db: DbExecutor, terms: string[], limit: number) {
  const where = and(eq(brands.isActive, true), ...containsAll(brands.name, terms))
  const [rows, [totalRow]] = await Promise.all([
    db.query.brands.findMany({ where, orderBy: asc(brands.name), limit, with: { logo: true } }),
    db.select({ total: count() }).from(brands).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

export async function searchCategories(db: DbExecutor, terms: string[], limit: number) {
  // The root that only holds the main categories is not a destination of its own.
  const where = and(
    eq(categories.isActive, true),
    isNotNull(categories.parentId),
    ...containsAll(categories.name, terms),
  )
  const [rows, [totalRow]] = await Promise.all([
    db.query.categories.findMany({
      where,
      orderBy: [asc(categories.sortOrder), asc(categories.name)],
      limit,
      with: { image: true },
    }),
    db.select({ total: count() }).from(categories).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

export async function topKeywords(db: DbExecutor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ term: searchKeywords.term })
    .from(searchKeywords)
    .orderBy(
      desc(searchKeywords.searchCount),
      desc(searchKeywords.lastSearchedAt),
      asc(searchKeywords.term),
    )
    .limit(limit)
  return rows.map((row) => row.term)
}

/** Adds counted searches; one statement for the whole batch. */
export async function addSearchCounts(db: DbExecutor, counts: Map<string, number>, at: Date) {
  if (counts.size === 0) return
  const values = [...counts].map(([term, searchCount]) => ({
    term,
    searchCount,
    lastSearchedAt: at,
  }))
  await db
    .insert(searchKeywords)
    .values(values)
    .onConflictDoUpdate({
      target: searchKeywords.term,
      set: {
        searchCount: sql`${searchKeywords.searchCount} + excluded.search_count`,
        lastSearchedAt: sql`excluded.last_searched_at`,
      },
    })
}
