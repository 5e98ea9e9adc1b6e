import type { CategoryItem } from '@kyanma/shared'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { CATEGORIES_STALE_TIME, childCategoriesQuery } from './api/get-categories.ts'
import { type CategoryTrail, findTrail, trailLookups } from './category-trail.ts'

const cachedChildren = (queryClient: QueryClient, mainId: number) =>
  queryClient.getQueryData(childCategoriesQuery(mainId).queryKey)?.data

/**
 * The sub-categories of each of `mainIds`, through one query whatever their number: React
 * Query's useQueries would do it too, but its code is 1.4 KB of the listing's first load
 * (issue 18). Each answer is childCategoriesQuery's own cache entry, so what the listing's loader
 * prefetched shows at once, on the server and while hydrating.
 */
function useChildrenOf(mainIds: number[]): (CategoryItem[] | undefined)[] {
  const queryClient = useQueryClient()
  const { data } = useQuery<CategoryItem[][]>({
    queryKey: ['categories', 'children-of', ...mainIds],
    queryFn: () =>
      Promise.all(
        mainIds.map((mainId) =>
          queryClient.fetchQuery(childCategoriesQuery(mainId)).then((answer) => answer.data),
        ),
      ),
    initialData: () => {
      const all = mainIds.map((mainId) => cachedChildren(queryClient, mainId))
      return all.every(Boolean) ? (all as CategoryItem[][]) : undefined
    },
    staleTime: CATEGORIES_STALE_TIME,
    enabled: mainIds.length > 0,
  })
  return data ?? []
}

/**
 * The main categories and where `id` sits among them, from the same queries the listing's loader
 * prefetches (prefetch-listing.ts), so a server-rendered page needs no call to show them.
 */
export function useCategoryTrail(
  id: number | undefined,
): CategoryTrail & { mains: CategoryItem[] } {
  const queryClient = useQueryClient()
  const mains = useQuery(childCategoriesQuery()).data?.data
  const lookups = trailLookups(mains, id, (mainId) => cachedChildren(queryClient, mainId))
  const children = useChildrenOf(lookups)
  const byMain = new Map(lookups.map((mainId, index) => [mainId, children[index]]))
  return { mains: mains ?? [], ...findTrail(mains, id, (mainId) => byMain.get(mainId)) }
}
