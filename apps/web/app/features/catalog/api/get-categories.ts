import { type CategoryItem, PRIMARY_CATEGORY_PARENT_ID } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /public/primary/{id}/parent: the categories under a parent (2 holds the main ones). */
export function childCategoriesQuery(
  parentId: number = PRIMARY_CATEGORY_PARENT_ID,
  api: ApiFetch = browserApiFetch,
) {
  return queryOptions({
    queryKey: ['categories', 'children', parentId],
    queryFn: () => requestJson<{ data: CategoryItem[] }>(api, `/public/primary/${parentId}/parent`),
    staleTime: 10 * 60_000,
  })
}

export function useChildCategories(parentId: number = PRIMARY_CATEGORY_PARENT_ID) {
  return useQuery(childCategoriesQuery(parentId))
}
