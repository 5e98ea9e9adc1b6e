import type { CategoryItem } from '@kyanma/shared'
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { childCategoriesQuery } from './api/get-categories.ts'
import { type CategoryTrail, findTrail, trailLookups } from './category-trail.ts'

/**
 * The main categories and where `id` sits among them, from the same queries the listing's loader
 * prefetches (prefetch-listing.ts), so a server-rendered page needs no call to show them.
 */
export function useCategoryTrail(
  id: number | undefined,
): CategoryTrail & { mains: CategoryItem[] } {
  const queryClient = useQueryClient()
  const mains = useQuery(childCategoriesQuery()).data?.data
  const cached = (mainId: number) =>
    queryClient.getQueryData(childCategoriesQuery(mainId).queryKey)?.data
  const lookups = trailLookups(mains, id, cached)
  const children = useQueries({
    queries: lookups.map((mainId) => childCategoriesQuery(mainId)),
  })
  const byMain = new Map(lookups.map((mainId, index) => [mainId, children[index]?.data?.data]))
  return { mains: mains ?? [], ...findTrail(mains, id, (mainId) => byMain.get(mainId)) }
}
