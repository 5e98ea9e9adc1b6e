import { describe, expect, it } from 'vitest'
import { pageRange } from './page-range.ts'

describe('pageRange', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(pageRange(1, 1)).toEqual([1])
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the first five together near the start', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
  })

  it('keeps the last five together near the end', () => {
    expect(pageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    expect(pageRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })

  it('shows the current page between its neighbours in the middle', () => {
    expect(pageRange(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20])
    expect(pageRange(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20])
  })

  it('is always seven items once there are more than seven pages', () => {
    for (let total = 8; total <= 12; total++)
      for (let page = 1; page <= total; page++) {
        const items = pageRange(page, total)
        expect(items).toHaveLength(7)
        expect(items).toContain(page)
        // A gap never hides a single page: that page would fit in the gap's place.
        items.forEach((item, index) => {
          if (item !== 'gap') return
          const before = items[index - 1] as number
          const after = items[index + 1] as number
          expect(after - before).toBeGreaterThan(2)
        })
      }
  })
})
