import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { DbExecutor } from '../../db/client.ts'
import { articles, brands, categories, searchKeywords } from '../../db/schema/index.ts'
import { closestFirst, matchesEveryTerm } from '../catalog/name-match.ts'

/**
 * `fuzzy`: the search forgiving typos (name-match.ts), whose results come closest first, before
 * the group's own order.
 */
const fuzzyOrder = (fuzzy: boolean, names: Parameters<typeof closestFirst>[0], terms: string[]) =>
  fuzzy ? [closestFirst(names, terms)] : []

export async function searchArticles(
  db: DbExecutor,
  terms: string[],
  limit: number,
  fuzzy: boolean,
) {
  const titles = [articles.title, articles.titleMy]
  const where = and(eq(articles.isPublished, true), ...matchesEveryTerm(titles, terms, fuzzy))
  const [rows, [totalRow]] = await Promise.all([
    db.query.articles.findMany({
      columns: { content: false, contentMy: false },
      where,
      orderBy: [...fuzzyOrder(fuzzy, titles, terms), desc(articles.blogDate), desc(articles.id)],
      limit,
      with: { image: true },
    }),
    db.select({ total: count() }).from(articles).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

export async function searchBrands(db: DbExecutor, terms: string[], limit: number, fuzzy: boolean) {
  const names = [brands.name, brands.nameMy]
  const where = and(eq(brands.isActive, true), ...matchesEveryTerm(names, terms, fuzzy))
  const [rows, [totalRow]] = await Promise.all([
    db.query.brands.findMany({
      where,
      orderBy: [...fuzzyOrder(fuzzy, names, terms), asc(brands.name)],
      limit,
      with: { logo: true },
    }),
    db.select({ total: count() }).from(brands).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

export async function searchCategories(
  db: DbExecutor,
  terms: string[],
  limit: number,
  fuzzy: boolean,
) {
  const names = [categories.name, categories.nameMy]
  // The root that only holds the main categories is not a destination of its own.
  const where: SQL | undefined = and(
    eq(categories.isActive, true),
    isNotNull(categories.parentId),
    ...matchesEveryTerm(names, terms, fuzzy),
  )
  const [rows, [totalRow]] = await Promise.all([
    db.query.categories.findMany({
      where,
      orderBy: [
        ...fuzzyOrder(fuzzy, names, terms),
        asc(categories.sortOrder),
        asc(categories.name),
      ],
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
