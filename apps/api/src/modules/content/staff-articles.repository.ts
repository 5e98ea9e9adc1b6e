import { count, eq } from 'drizzle-orm'
import { type AdminListQuery, adminOrderBy, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { anyContains } from '#app/db/like-pattern.ts'
import { articles } from '#app/db/schema/index.ts'

export type ArticleSort = 'blogDate' | 'title' | 'category' | 'id'
const sortColumns = {
  blogDate: articles.blogDate,
  title: articles.title,
  category: articles.category,
  id: articles.id,
}

/** One page of every article, published or not, searched by title or author; no content. */
export async function findAllArticles(db: DbExecutor, query: AdminListQuery<ArticleSort>) {
  const where = anyContains(query.search, [articles.title, articles.titleMy, articles.author])
  return listPage(
    db.query.articles.findMany({
      columns: { content: false, contentMy: false },
      where,
      orderBy: adminOrderBy(sortColumns, articles.id, query),
      offset: query.page * query.size,
      limit: query.size,
      with: { image: true },
    }),
    db.select({ total: count() }).from(articles).where(where),
  )
}

/** One article, published or not, with its content. */
export function findAnyArticle(db: DbExecutor, id: number) {
  return db.query.articles.findFirst({ where: eq(articles.id, id), with: { image: true } })
}
