import { describe, expect, it } from 'vitest'
import { CATEGORY_BAR, isActiveEntry } from './category-bar.ts'

const active = (pathname: string, search = '') =>
  CATEGORY_BAR.filter((entry) => isActiveEntry(entry, pathname, search)).map((entry) => entry.key)

describe('category bar', () => {
  it("lists the spec's entries in order, with Brands and Supplements apart", () => {
    expect(CATEGORY_BAR.map((entry) => entry.href)).toEqual([
      '/brands',
      '/products?referenceId=70',
      '/products?referenceId=126',
      '/products?referenceId=131',
      '/products?referenceId=171',
      '/products?referenceId=81',
      '/products?referenceId=117',
      '/products?referenceId=6',
    ])
  })

  it('highlights only the entry of the current page', () => {
    expect(active('/products', '?referenceId=6&page=2')).toEqual(['supplements'])
    expect(active('/brands')).toEqual(['brands'])
    expect(active('/products')).toEqual([])
    expect(active('/products/6')).toEqual([])
  })

  it('highlights the same entry on a Burmese page', () => {
    expect(active('/my/products', '?referenceId=6')).toEqual(['supplements'])
    expect(active('/my/brands')).toEqual(['brands'])
    expect(active('/my/products/6')).toEqual([])
  })
})
