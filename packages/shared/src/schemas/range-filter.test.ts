import { describe, expect, it } from 'vitest'
import { messages } from '../messages.ts'
import { ProductFilterBodySchema } from './product.ts'
import { parseRange, RANGE_BOUND_MAX } from './range-filter.ts'

describe('parseRange', () => {
  it('reads "from,to" text as an inclusive range', () => {
    expect(parseRange('10000,30000')).toEqual({ from: 10000, to: 30000 })
  })

  it("reads the web client's comma-split object, numbers given as text", () => {
    expect(parseRange({ from: '0.05', to: '0.1' })).toEqual({ from: 0.05, to: 0.1 })
  })

  it('leaves an empty side open', () => {
    expect(parseRange('100000,')).toEqual({ from: 100000 })
    expect(parseRange(',500')).toEqual({ to: 500 })
    expect(parseRange({ from: 1000, to: null })).toEqual({ from: 1000 })
  })

  it('reads a single number as exactly that value', () => {
    expect(parseRange(7)).toEqual({ from: 7, to: 7 })
  })

  it('treats empty values as no filter', () => {
    expect(parseRange('')).toBeUndefined()
    expect(parseRange(null)).toBeUndefined()
    expect(parseRange(',')).toBeUndefined()
  })

  it('refuses text that is not a range of numbers', () => {
    for (const bad of ['abc', '1,2,3', '10,x', '-5,10', { from: 'ten' }, '30,10']) {
      expect(parseRange(bad)).toBe('invalid')
    }
  })

  it('refuses absurd bounds as out of range, with the largest allowed in the message', () => {
    for (const bad of ['99999999999999999999', 1e308, 'Infinity', { to: '2147483648' }]) {
      expect(parseRange(bad)).toBe('outOfRange')
    }
    const parsed = ProductFilterBodySchema.safeParse({ pricePerUnit: '99999999999999999999' })
    expect(parsed.error?.issues[0]?.message).toBe(
      messages.rangeOutOfRange.replace('{max}', '2147483647'),
    )
    expect(parseRange(`0,${RANGE_BOUND_MAX}`)).toEqual({ from: 0, to: RANGE_BOUND_MAX })
  })
})

describe('ProductFilterBodySchema', () => {
  it('normalizes every filter the panel sends', () => {
    const parsed = ProductFilterBodySchema.parse({
      pricePerUnit: '10000,30000',
      potency: { from: '100', to: '300' },
      needAttachment: 'true',
      rating: '0,10',
      search: 'vitamin',
    })
    expect(parsed).toMatchObject({
      pricePerUnit: { from: 10000, to: 30000 },
      potency: { from: 100, to: 300 },
      needAttachment: true,
      rating: { from: 0, to: 10 },
      search: 'vitamin',
    })
  })

  it('drops an empty prescription choice (the spec\'s "Both")', () => {
    expect(ProductFilterBodySchema.parse({ needAttachment: '' })?.needAttachment).toBeUndefined()
  })

  it('refuses unknown filter fields, naming them', () => {
    const result = ProductFilterBodySchema.safeParse({ colour: 'red' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('is not a filter this list understands')
  })

  it('refuses a malformed range with a readable message', () => {
    const result = ProductFilterBodySchema.safeParse({ pricePerUnit: 'cheap' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['pricePerUnit'])
  })
})
