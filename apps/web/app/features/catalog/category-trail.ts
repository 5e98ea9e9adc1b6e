import type { CategoryItem } from '@kyanma/shared'

/** Where a chosen category sits: its main category, itself when it is a sub-category, and the
 * main category's sub-categories (what the Category filter offers under the main one). */
export interface CategoryTrail {
  main?: CategoryItem
  sub?: CategoryItem
  subs: CategoryItem[]
}

type ChildrenOf = (mainId: number) => CategoryItem[] | undefined

/**
 * The main categories whose sub-categories must be loaded to place `id`. The API has no call
 * for one category's parent, so a sub-category is looked for among the main categories'
 * children: only in the one already known to hold it, otherwise in all of them (a handful of
 * small cached answers).
 */
export function trailLookups(
  mains: CategoryItem[] | undefined,
  id: number | undefined,
  known: ChildrenOf,
): number[] {
  if (id === undefined || !mains) return []
  if (mains.some((main) => main.id === id)) return [id]
  const holder = mains.find((main) => known(main.id)?.some((child) => child.id === id))
  return holder ? [holder.id] : mains.map((main) => main.id)
}

export function findTrail(
  mains: CategoryItem[] | undefined,
  id: number | undefined,
  childrenOf: ChildrenOf,
): CategoryTrail {
  if (id === undefined || !mains) return { subs: [] }
  const main = mains.find((candidate) => candidate.id === id)
  if (main) return { main, subs: childrenOf(main.id) ?? [] }
  for (const candidate of mains) {
    const children = childrenOf(candidate.id)
    const sub = children?.find((child) => child.id === id)
    if (children && sub) return { main: candidate, sub, subs: children }
  }
  return { subs: [] }
}
