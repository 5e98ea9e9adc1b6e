import { describe, expect, it } from 'vitest'
import { parseListingType } from './catalog.ts'
import { PRICE_RANGES, rangeToWire } from './filters.ts'

describe('listing types', () => {
  it('accepts the spec names and their lower-case aliases', () => {
    expect(parseListingType('DEFAULT')).toBe('DEFAULT')
    expect(parseListingType('related')).toBe('RELATED')
    expect(parseListingType('favorites')).toBe('FAVORITES')
    expect(parseListingType('best_seller')).toBe('BEST_SELLER')
  })

  it('rejects anything else', () => {
    expect(parseListingType('cheapest')).toBeUndefined()
    expect(parseListingType('')).toBeUndefined()
  })
})

describe('filter ranges', () => {
  it("keeps the spec's price bands, without 80,000-100,000", () => {
    expect(PRICE_RANGES.map(rangeToWire)).toEqual([
      '0,10000',
      '10000,30000',
      '30000,60000',
      '60000,80000',
      '100000,',
    ])
  })
})
