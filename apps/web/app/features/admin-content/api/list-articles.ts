import type { AdminArticleList, AdminListParams } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'

export const articleKeys = {
  all: ['admin', 'articles'] as const,
  list: ['admin', 'articles', 'list'] as const,
  detail: (id: number) => ['admin', 'articles', 'detail', id] as const,
}

/** GET /admin/articles: one page of every article, drafts included. */
export function articleListQuery(params: AdminListParams) {
  return queryOptions({
    queryKey: [...articleKeys.list, params],
    queryFn: () => staffRequest<AdminArticleList>(`/admin/articles?${listQueryString(params)}`),
    placeholderData: keepPreviousData,
  })
}

export const useArticleList = (params: AdminListParams) => useQuery(articleListQuery(params))
