import { type CategoryItem, PRIMARY_CATEGORY_PARENT_ID } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** Categories change rarely: their answers stay fresh for ten minutes. */
export const CATEGORIES_STALE_TIME = 10 * 60_000

/** GET /public/primary/{id}/parent: the categories under a parent (2 holds the main ones). */
export function childCategoriesQuery(
  parentId: number = PRIMARY_CATEGORY_PARENT_ID,
  api: ApiFetch = browserApiFetch,
) {
  return queryOptions({
    queryKey: ['categories', 'children', parentId],
    queryFn: () => requestJson<{ data: CategoryItem[] }>(api, `/public/primary/${parentId}/parent`),
    staleTime: CATEGORIES_STALE_TIME,
  })
}

export function useChildCategories(parentId: number = PRIMARY_CATEGORY_PARENT_ID) {
  return useQuery(childCategoriesQuery(parentId))
}
