import type { AdminArticle } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { articleKeys } from './list-articles.ts'

/** GET /admin/articles/{id}: one article with its HTML, published or not. */
export function adminArticleQuery(id: number) {
  return queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: () => staffRequest<AdminArticle>(`/admin/articles/${id}`),
  })
}

export const useAdminArticle = (id: number) => useQuery(adminArticleQuery(id))
