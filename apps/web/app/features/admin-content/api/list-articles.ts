import type { AdminArticleList, AdminListParams } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'

export const articleKeys = {
  all: ['admin', 'articles'] as const,
  list: ['admin', 'articles', 'list'] as const,
  detail: (id: number) => ['admin', 'articles', 'detail', id] as const,
}

/** GET /admin/articles: one page of every article, drafts included. */
export function articleListQuery(params: AdminListParams) {
  return staffTableQuery<AdminArticleList>(articleKeys.list, '/admin/articles', params)
}

export const useArticleList = (params: AdminListParams) => useQuery(articleListQuery(params))
