import type { AdminArticleList } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'

export const articleKeys = {
  all: ['admin', 'articles'] as const,
  list: ['admin', 'articles', 'list'] as const,
  detail: (id: number) => ['admin', 'articles', 'detail', id] as const,
}

/** GET /admin/articles: one page of every article, drafts included. */
export const { query: articleListQuery, useList: useArticleList } = staffTable<AdminArticleList>(
  articleKeys.list,
  '/admin/articles',
)
