/** Pure helpers over the (small) category table, which is loaded whole and cached. */
export interface CategoryNode {
  id: number
  parentId: number | null
}

/** The category and every category below it, at any depth. */
export function descendantIds(categories: readonly CategoryNode[], rootId: number): number[] {
  const childrenByParent = new Map<number, number[]>()
  for (const category of categories) {
    if (category.parentId === null) continue
    const siblings = childrenByParent.get(category.parentId) ?? []
    siblings.push(category.id)
    childrenByParent.set(category.parentId, siblings)
  }
  const found: number[] = []
  const queue = [rootId]
  const seen = new Set<number>()
  while (queue.length > 0) {
    const id = queue.shift() as number
    // A cycle in bad data must not hang the server.
    if (seen.has(id)) continue
    seen.add(id)
    found.push(id)
    queue.push(...(childrenByParent.get(id) ?? []))
  }
  return found
}
