import type { AdminArticle, AdminArticleInput } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveRecord } from '#app/components/admin/table-records.ts'
import { articleKeys } from './list-articles.ts'

/**
 * POST /admin/articles (no id) or PUT /admin/articles/{id}. The answer holds the HTML as the
 * server stored it (sanitized), which becomes the cached article.
 */
export function useSaveArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminArticleInput }) =>
      saveRecord<AdminArticle>('/admin/articles', id, body),
    onSuccess: (article) => {
      queryClient.setQueryData(articleKeys.detail(article.id), article)
      return queryClient.invalidateQueries({ queryKey: articleKeys.list })
    },
  })
}
