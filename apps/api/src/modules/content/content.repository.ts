import type { BlogCategory } from '@kyanma/shared'
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import { listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { articles } from '#app/db/schema/index.ts'
import { matchesEveryTerm } from '../catalog/name-match.ts'

export interface ArticleCriteria {
  /** Lower-cased words; each must appear in the title or the description. */
  searchTerms: string[]
  category?: BlogCategory
  /** Inclusive. */
  start?: Date
  /** Exclusive, so "end = chosen day + 1" (spec section 3) keeps the whole chosen day. */
  end?: Date
}

function articleConditions(criteria: ArticleCriteria): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(articles.isPublished, true)]
  // Each word in the title or description, in English or Burmese (decision 039).
  const texts = [articles.title, articles.description, articles.titleMy, articles.descriptionMy]
  conditions.push(...matchesEveryTerm(texts, criteria.searchTerms))
  if (criteria.category) conditions.push(eq(articles.category, criteria.category))
  if (criteria.start) conditions.push(gte(articles.blogDate, criteria.start))
  if (criteria.end) conditions.push(lt(articles.blogDate, criteria.end))
  return and(...conditions)
}

/** One page of published articles, newest first, without their HTML content. */
export async function findArticles(
  db: DbExecutor,
  criteria: ArticleCriteria,
  offset: number,
  limit: number,
) {
  const where = articleConditions(criteria)
  return listPage(
    db.query.articles.findMany({
      columns: { content: false, contentMy: false },
      where,
      orderBy: [desc(articles.blogDate), desc(articles.id)],
      offset,
      limit,
      with: { image: true },
    }),
    db.select({ total: count() }).from(articles).where(where),
  )
}
export type ArticleRow = Awaited<ReturnType<typeof findArticles>>['rows'][number]

/** One published article with its HTML content, or undefined. */
export function findArticle(db: DbExecutor, id: number) {
  return db.query.articles.findFirst({
    where: and(eq(articles.id, id), eq(articles.isPublished, true)),
    with: { image: true },
  })
}
export type ArticleDetailRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>
