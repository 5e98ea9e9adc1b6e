import { describe, expect, it } from 'vitest'
import {
  categoryChange,
  type ListingState,
  parseListingParams,
  rangeChange,
  ratingChange,
  serializeListingState,
  toProductListParams,
  toQueryString,
} from './listing-params.ts'

const parse = (query: string) => parseListingParams(new URLSearchParams(query))

const DEFAULTS: ListingState = { type: 'DEFAULT', page: 1, limit: 12, ranges: {} }

describe('reading the listing URL', () => {
  it('starts from the defaults: DEFAULT list, page 1, 12 a page, no filters', () => {
    expect(parse('')).toEqual(DEFAULTS)
  })

  it('lists a category when referenceId comes without a type', () => {
    expect(parse('referenceId=6')).toMatchObject({ type: 'CATEGORY', referenceId: 6 })
  })

  it('lists a brand with type=BRAND (any case), and keeps other types as given', () => {
    expect(parse('type=BRAND&referenceId=4')).toMatchObject({ type: 'BRAND', referenceId: 4 })
    expect(parse('type=brand&referenceId=4').type).toBe('BRAND')
    expect(parse('type=FLASH_SALE').type).toBe('FLASH_SALE')
    expect(parse('type=RECOMMENDED&referenceId=6')).toMatchObject({
      type: 'RECOMMENDED',
      referenceId: 6,
    })
  })

  it('reads every filter: ranges split at the comma, rating, prescription, search', () => {
    expect(
      parse(
        'filter=vitamin&pricePerUnit=10000,30000&potency=1000,&shippingWeight=0,0.05' +
          '&packageQty=50,100&rating=3,10&needAttachment=false&page=2&limit=24',
      ),
    ).toEqual({
      ...DEFAULTS,
      filter: 'vitamin',
      ranges: {
        pricePerUnit: { from: 10000, to: 30000 },
        potency: { from: 1000 },
        shippingWeight: { from: 0, to: 0.05 },
        packageQty: { from: 50, to: 100 },
      },
      rating: { min: 3, max: 10 },
      needAttachment: false,
      page: 2,
      limit: 24,
    })
  })

  it.each([
    ['page=abc'],
    ['page=0'],
    ['page=-2'],
    ['page=1.5'],
    ['limit=0'],
    ['limit=101'],
    ['limit=ten'],
    ['referenceId=abc'],
    ['referenceId=-6'],
    ['referenceId=0'],
    ['type=CHEAPEST'],
    ['type=FAVORITES'],
    ['type=RELATED'],
    ['type=BRAND'],
    ['type=CATEGORY'],
    ['pricePerUnit=cheap'],
    ['pricePerUnit=30000,10000'],
    ['pricePerUnit=1,2,3'],
    ['potency=-5,10'],
    ['rating=5,3'],
    ['rating=11,12'],
    ['rating=0,10'],
    ['rating=x'],
    ['needAttachment=maybe'],
    ['filter=%20%20'],
    ['categoryId=7'],
  ])('ignores the malformed or meaningless %s and keeps the default', (query) => {
    expect(parse(query)).toEqual(DEFAULTS)
  })

  it('cuts an overlong search to what the API accepts', () => {
    expect(parse(`filter=${'a'.repeat(150)}`).filter).toHaveLength(100)
  })
})

describe('writing the listing URL', () => {
  it.each([
    ['empty', DEFAULTS],
    ['a category page', { ...DEFAULTS, type: 'CATEGORY', referenceId: 6, page: 3 }],
    [
      'a brand narrowed to a category',
      { ...DEFAULTS, type: 'BRAND', referenceId: 4, categoryId: 7 },
    ],
    ['a sale list in a category', { ...DEFAULTS, type: 'FLASH_SALE', referenceId: 131 }],
    [
      'every filter',
      {
        ...DEFAULTS,
        filter: 'fish oil',
        ranges: { pricePerUnit: { from: 100000 }, packageQty: { from: 1, to: 50 } },
        rating: { min: 0, max: 6 },
        needAttachment: true,
        limit: 48,
      },
    ],
  ] as [string, ListingState][])('round-trips %s', (_name, state) => {
    const query = toQueryString(serializeListingState(state))
    expect(parse(query)).toEqual(state)
  })

  it('leaves defaults out and keeps commas readable', () => {
    expect(toQueryString(serializeListingState(DEFAULTS))).toBe('')
    expect(
      toQueryString(
        serializeListingState({
          ...DEFAULTS,
          referenceId: 6,
          type: 'CATEGORY',
          ranges: { pricePerUnit: { from: 10000, to: 30000 } },
        }),
      ),
    ).toBe('referenceId=6&pricePerUnit=10000,30000')
  })
})

describe('the listing call', () => {
  it('sends a zero-based page and the ranges as { from, to } (spec section 5)', () => {
    const state = parse(
      'type=BRAND&referenceId=4&categoryId=7&page=3&pricePerUnit=0,10000&rating=2,8&needAttachment=true&filter=zinc',
    )
    expect(toProductListParams(state)).toEqual({
      type: 'BRAND',
      page: 2,
      size: 12,
      referenceId: 4,
      filters: {
        filter: 'zinc',
        pricePerUnit: { from: 0, to: 10000 },
        rating: { from: 2, to: 8 },
        needAttachment: true,
        categoryId: 7,
      },
    })
  })

  it('sends no filters when none are chosen', () => {
    expect(toProductListParams(DEFAULTS)).toEqual({
      type: 'DEFAULT',
      page: 0,
      size: 12,
      filters: {},
    })
  })
})

describe('panel changes', () => {
  it('toggles a range: choose writes it, choosing it again removes it', () => {
    const band = { from: 10000, to: 30000 }
    expect(rangeChange(DEFAULTS, 'pricePerUnit', band)).toEqual({ pricePerUnit: '10000,30000' })
    const chosen = parse('pricePerUnit=10000,30000')
    expect(rangeChange(chosen, 'pricePerUnit', band)).toEqual({ pricePerUnit: null })
  })

  it('does not write the whole rating scale', () => {
    expect(ratingChange({ min: 0, max: 10 })).toEqual({ rating: null })
    expect(ratingChange({ min: 4, max: 10 })).toEqual({ rating: '4,10' })
  })

  it('narrows a brand by categoryId, and sets referenceId elsewhere', () => {
    expect(categoryChange(parse('type=BRAND&referenceId=4'), 7)).toEqual({ categoryId: 7 })
    expect(categoryChange(parse(''), 6)).toEqual({ referenceId: 6 })
    expect(categoryChange(parse('type=CATEGORY&referenceId=6'), undefined)).toEqual({
      referenceId: null,
      type: null,
    })
  })
})
