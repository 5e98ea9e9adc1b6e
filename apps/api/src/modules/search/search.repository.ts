import { and, asc, desc, eq, getTableName, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbExecutor } from '#app/db/client.ts'
import { rawRows } from '#app/db/raw-rows.ts'
import { articles, brands, categories, products, searchKeywords } from '#app/db/schema/index.ts'
import { orderBy, whereClause } from '../catalog/catalog.repository.ts'
import { closestFirst, matchesEveryTerm } from '../catalog/name-match.ts'

/**
 * Up to this many matches a group's total is counted exactly; above it the count stops and the
 * total is estimated from a sample of the table (decision 052), so a word found in most of the
 * catalogue does not make every search read all of it.
 */
export const EXACT_COUNT_LIMIT = 1000
/** The share of a table's pages (percent) whose matches, scaled up, estimate a large total. */
const SAMPLE_PERCENT = 1

export type SearchGroupKey = 'products' | 'news' | 'brands' | 'categories'
export type GroupMatches = { ids: number[]; total: number }
export type SearchMatches = Record<SearchGroupKey, GroupMatches>

/**
 * `fuzzy`: the search forgiving typos (name-match.ts), whose results come closest first, before
 * the group's own order.
 */
const fuzzyOrder = (fuzzy: boolean, names: Parameters<typeof closestFirst>[0], terms: string[]) =>
  fuzzy ? [closestFirst(names, terms)] : []

const articleTitles = [articles.title, articles.titleMy]
const brandNames = [brands.name, brands.nameMy]
const categoryNames = [categories.name, categories.nameMy]

const EXACT = sql.raw(String(EXACT_COUNT_LIMIT))

/** What one group of the search needs: its table, its conditions and order, what that order reads. */
interface GroupQuery {
  key: SearchGroupKey
  table: PgTable
  where: SQL | undefined
  order: SQL[]
  /** The columns `order` refers to (besides them, only `id` is read). */
  orderColumns: PgColumn[]
  limit: number
}

/**
 * One group's part of the search statement (decision 052). Its matches are read once, at most
 * one more than EXACT_COUNT_LIMIT of them, into a materialized list that both the count and the
 * page use: up to the limit the total is that count and the page is sorted from the list.
 */
function groupPart({ key, table, where, order, orderColumns, limit }: GroupQuery) {
  const found = sql.identifier(`found_${key}`)
  const tableName = sql.identifier(getTableName(table))
  const columns = sql.join([sql`id`, ...orderColumns.map((column) => sql`${column}`)], sql`, `)
  const counted = sql`(select count(*)::int from ${found})`
  // The list is named like the table, so the group's order (columns qualified by the table's
  // name) sorts it unchanged.
  const page = sql`array(select id from ${found} as ${tableName} order by ${sql.join(order, sql`, `)} limit ${limit})`
  return {
    cte: sql`${found} as materialized (select ${columns} from ${table} where ${where} limit ${EXACT} + 1)`,
    ids: sql`case when ${counted} <= ${EXACT} then ${page} end`,
    total: counted,
  }
}

/**
 * A group with more matches than EXACT_COUNT_LIMIT, in a statement of its own so that the common
 * search does not pay for planning it: the page read from the whole table in the group's order,
 * and the total estimated as the matches in a fixed 1% sample of the table's pages times 100,
 * never below what was counted.
 */
async function manyMatches(
  db: DbExecutor,
  { table, where, order, limit }: GroupQuery,
): Promise<GroupMatches> {
  const [row = {}] = await rawRows<Record<string, unknown>>(
    db,
    sql`select
    array(select id from ${table} where ${where} order by ${sql.join(order, sql`, `)} limit ${limit}) as ids,
    greatest(${EXACT} + 1, (select count(*)::int * ${sql.raw(String(100 / SAMPLE_PERCENT))}
      from ${table} tablesample system (${sql.raw(String(SAMPLE_PERCENT))}) repeatable (0)
      where ${where})) as total`,
  )
  return { ids: (row.ids as number[]).map(Number), total: Number(row.total) }
}

/**
 * The ids of each group's first results and each group's total, in one statement: one round
 * trip and one plan per search instead of two per group (a second only for a group with more
 * than EXACT_COUNT_LIMIT matches).
 */
export async function findSearchMatches(
  db: DbExecutor,
  terms: string[],
  limits: Record<SearchGroupKey, number>,
  fuzzy: boolean,
): Promise<SearchMatches> {
  const criteria = { searchTerms: terms, ...(fuzzy && { fuzzySearch: true }) }
  /** A group found by its names (English and Burmese), among its visible rows, in its order. */
  const namedGroup = (
    key: SearchGroupKey,
    table: PgTable,
    names: PgColumn[],
    visible: SQL[],
    own: { order: SQL[]; orderColumns: PgColumn[] },
  ): GroupQuery => ({
    key,
    table,
    where: and(...visible, ...matchesEveryTerm(names, terms, fuzzy)),
    order: [...fuzzyOrder(fuzzy, names, terms), ...own.order],
    orderColumns: [...names, ...own.orderColumns],
    limit: limits[key],
  })
  const groups: GroupQuery[] = [
    {
      key: 'products',
      table: products,
      where: whereClause(criteria),
      order: orderBy({ sort: 'featured' }, criteria),
      orderColumns: [products.name, products.nameMy, products.featuredRank],
      limit: limits.products,
    },
    namedGroup('news', articles, articleTitles, [eq(articles.isPublished, true)], {
      order: [desc(articles.blogDate), desc(articles.id)],
      orderColumns: [articles.blogDate],
    }),
    namedGroup('brands', brands, brandNames, [eq(brands.isActive, true)], {
      order: [asc(brands.name)],
      orderColumns: [],
    }),
    // The root that only holds the main categories is not a destination of its own.
    namedGroup(
      'categories',
      categories,
      categoryNames,
      [eq(categories.isActive, true), isNotNull(categories.parentId)],
      {
        order: [asc(categories.sortOrder), asc(categories.name)],
        orderColumns: [categories.sortOrder],
      },
    ),
  ]
  const parts = groups.map((group) => ({ key: group.key, ...groupPart(group) }))
  const [row = {}] = await rawRows<Record<string, unknown>>(
    db,
    sql`with ${sql.join(
      parts.map((part) => part.cte),
      sql`, `,
    )} select ${sql.join(
      parts.map(
        (part) =>
          sql`${part.ids} as ${sql.identifier(`${part.key}_ids`)}, ${part.total} as ${sql.identifier(`${part.key}_total`)}`,
      ),
      sql`, `,
    )}`,
  )
  const matches = await Promise.all(
    groups.map(async (group): Promise<[SearchGroupKey, GroupMatches]> => {
      const total = Number(row[`${group.key}_total`])
      if (total > EXACT_COUNT_LIMIT) return [group.key, await manyMatches(db, group)]
      return [group.key, { ids: (row[`${group.key}_ids`] as number[]).map(Number), total }]
    }),
  )
  return Object.fromEntries(matches) as SearchMatches
}

/** Each group's rows for the ids found, loaded with their pictures, in no particular order. */
export const loadArticles = (db: DbExecutor, ids: number[]) =>
  db.query.articles.findMany({
    columns: { content: false, contentMy: false },
    where: inArray(articles.id, ids),
    with: { image: true },
  })

export const loadBrands = (db: DbExecutor, ids: number[]) =>
  db.query.brands.findMany({ where: inArray(brands.id, ids), with: { logo: true } })

export const loadCategories = (db: DbExecutor, ids: number[]) =>
  db.query.categories.findMany({ where: inArray(categories.id, ids), with: { image: true } })

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
