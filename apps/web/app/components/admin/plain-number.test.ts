import { describe, expect, it } from 'vitest'
import { formattersFor } from '#app/lib/use-format.ts'
import { plainNumber } from './plain-number.ts'

describe('a bare count in the page’s digits', () => {
  it('keeps English exactly as the number, without grouping', () => {
    expect(plainNumber(formattersFor('en'), 1250)).toBe('1250')
  })

  it('writes Myanmar digits on Burmese pages, without grouping either', () => {
    expect(plainNumber(formattersFor('my'), 1250)).toBe('၁၂၅၀')
  })
})
