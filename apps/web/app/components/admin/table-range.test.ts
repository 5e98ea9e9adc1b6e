import { describe, expect, it } from 'vitest'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { tableRange } from './table-range.ts'

describe('the generic table range', () => {
  it('numbers the rows of a page from 1 and counts ceiling(total / size) pages', () => {
    expect(tableRange(0, 15, 40)).toEqual({ from: 1, to: 15, total: 40, pages: 3 })
    expect(tableRange(2, 15, 40)).toEqual({ from: 31, to: 40, total: 40, pages: 3 })
  })

  it('shows 0 to 0 of an empty table, with no pages', () => {
    expect(tableRange(0, 15, 0)).toEqual({ from: 0, to: 0, total: 0, pages: 0 })
  })

  it('writes the footer in the spec words', () => {
    const { from, to, total } = tableRange(1, 15, 16)
    expect(adminCommon.table.showing(from, to, total)).toBe('Showing 16 to 16 of 16 entries')
  })
})
