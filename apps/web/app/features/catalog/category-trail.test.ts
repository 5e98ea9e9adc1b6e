import type { CategoryItem } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { findTrail, trailLookups } from './category-trail.ts'

const item = (id: number, name: string, parentId: number): CategoryItem => ({
  id,
  name,
  parentId,
  image: null,
})
const mains = [item(70, 'Book', 2), item(6, 'Supplements', 2)]
const children: Record<number, CategoryItem[]> = {
  70: [item(71, 'Health & Wellness', 70)],
  6: [item(7, 'Vitamins', 6), item(8, 'Minerals', 6)],
}
const nothingKnown = () => undefined
const allKnown = (id: number) => children[id]

describe('where a chosen category sits', () => {
  it('needs only its own sub-categories for a main category', () => {
    expect(trailLookups(mains, 6, nothingKnown)).toEqual([6])
    expect(findTrail(mains, 6, allKnown)).toEqual({ main: mains[1], subs: children[6] })
  })

  it('looks for a sub-category under every main one until its parent is known', () => {
    expect(trailLookups(mains, 8, nothingKnown)).toEqual([70, 6])
    expect(trailLookups(mains, 8, allKnown)).toEqual([6])
    expect(findTrail(mains, 8, allKnown)).toEqual({
      main: mains[1],
      sub: children[6]?.[1],
      subs: children[6],
    })
  })

  it('places nothing for no choice or an id it cannot find', () => {
    expect(trailLookups(mains, undefined, allKnown)).toEqual([])
    expect(findTrail(mains, undefined, allKnown)).toEqual({ subs: [] })
    expect(findTrail(mains, 999, allKnown)).toEqual({ subs: [] })
    expect(findTrail(undefined, 6, allKnown)).toEqual({ subs: [] })
  })
})
