import { describe, expect, it } from 'vitest'
import { displayPrice, priceBeforeSale, productLabel } from './product-display.ts'

const pricings = [
  { customerType: 'WHOLESALE' as const, pricePerUnit: 8000, originalPricePerUnit: null },
  { customerType: 'RETAIL_SALE' as const, pricePerUnit: 9500, originalPricePerUnit: 12000 },
]

describe('product display', () => {
  it('shows the RETAIL_SALE price, whatever the order of pricings', () => {
    expect(displayPrice({ productPricings: pricings })).toBe(9500)
    expect(priceBeforeSale({ productPricings: pricings })).toBe(12000)
    expect(displayPrice({ productPricings: [] })).toBeUndefined()
  })

  it("labels a card with the product's own strength and count", () => {
    expect(
      productLabel({ potency: 1000, potencyUnit: 'iu', tabletCount: 60, unitForm: 'softgels' }),
    ).toBe('1000 IU, 60 softgels')
    expect(
      productLabel({ potency: null, potencyUnit: null, tabletCount: 50, unitForm: 'pieces' }),
    ).toBe('50 pieces')
    expect(
      productLabel({ potency: null, potencyUnit: null, tabletCount: null, unitForm: 'ml' }),
    ).toBe('')
  })
})
