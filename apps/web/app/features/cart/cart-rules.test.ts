import { MAX_CART_LINE_QUANTITY } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import {
  addItem,
  type CartProduct,
  changeQuantity,
  parseStoredCart,
  refreshProducts,
  setQuantity,
  totalAmount,
  totalQuantity,
} from './cart-rules.ts'

function product(id: number, retail: number): CartProduct {
  return {
    id,
    name: `Product ${id}`,
    images: [],
    productPricings: [
      { customerType: 'WHOLESALE', pricePerUnit: retail - 100, originalPricePerUnit: null },
      { customerType: 'RETAIL_SALE', pricePerUnit: retail, originalPricePerUnit: null },
    ],
    brand: null,
    category: { id: 1, name: 'Vitamins' },
  }
}

describe('cart rules', () => {
  it('adds a new product with quantity 1 and one more unit on each later add', () => {
    let items = addItem([], product(1, 5000))
    expect(items).toMatchObject([{ id: 1, quantity: 1 }])
    items = addItem(items, product(1, 5000))
    expect(items).toMatchObject([{ id: 1, quantity: 2 }])
    expect(items).toHaveLength(1)
  })

  it('removes a line when minus takes it to 0', () => {
    const items = addItem([], product(1, 5000))
    expect(changeQuantity(items, 1, -1)).toEqual([])
  })

  it('reads typed quantities as whole numbers, removes at 0 or less, ignores non-numbers', () => {
    const items = addItem([], product(1, 5000))
    expect(setQuantity(items, 1, 3.7)[0]?.quantity).toBe(3)
    expect(setQuantity(items, 1, 0)).toEqual([])
    expect(setQuantity(items, 1, -2)).toEqual([])
    expect(setQuantity(items, 1, Number.NaN)).toBe(items)
  })

  it('caps one line at the largest quantity', () => {
    const items = setQuantity(addItem([], product(1, 5000)), 1, 5000)
    expect(items[0]?.quantity).toBe(MAX_CART_LINE_QUANTITY)
  })

  it('totals the RETAIL_SALE price times quantity, and counts units for the badge', () => {
    let items = addItem(addItem([], product(1, 12_500)), product(2, 3000))
    items = setQuantity(items, 1, 2)
    expect(totalAmount(items)).toBe(28_000)
    expect(totalQuantity(items)).toBe(3)
  })

  it('keeps only well-formed lines from storage', () => {
    const good = { ...product(1, 5000), quantity: 2 }
    const stored = JSON.stringify([good, { id: 'x' }, null, { ...good, id: 2, quantity: 0 }])
    expect(parseStoredCart(stored)).toEqual([good])
    expect(parseStoredCart('not json')).toEqual([])
    expect(parseStoredCart('{"id":1}')).toEqual([])
    expect(parseStoredCart(null)).toEqual([])
  })
})

describe('refreshed products', () => {
  it('learns which products need a prescription, also for a line kept before it was noted', () => {
    const kept = [{ ...product(3, 4500), quantity: 2 }]
    expect(kept[0]).not.toHaveProperty('needAttachment')
    const fresh = refreshProducts(kept, [{ ...product(3, 4500), needAttachment: true }])
    expect(fresh).toMatchObject([{ id: 3, quantity: 2, needAttachment: true }])
    expect(addItem([], { ...product(4, 900), needAttachment: false })).toMatchObject([
      { id: 4, needAttachment: false },
    ])
  })

  it('takes the new price and keeps the quantity', () => {
    const product = {
      id: 7,
      name: 'Vitamin C',
      images: [],
      productPricings: [
        { customerType: 'RETAIL_SALE' as const, pricePerUnit: 10_000, originalPricePerUnit: null },
      ],
      brand: null,
      category: { id: 1, name: 'Vitamins' },
    }
    const items = [{ ...product, quantity: 3 }]
    const fresh = {
      ...product,
      productPricings: [
        { customerType: 'RETAIL_SALE' as const, pricePerUnit: 11_000, originalPricePerUnit: null },
      ],
    }
    expect(refreshProducts(items, [fresh])).toEqual([{ ...fresh, quantity: 3 }])
  })

  it('notes the language of the names it keeps, and takes a refresh in the page language', () => {
    const burmese = { ...product(1, 5000), name: 'ဗီတာမင်', englishFields: ['description'] }
    const lines = addItem([], burmese, 'my')
    expect(lines[0]).toMatchObject({
      name: 'ဗီတာမင်',
      englishFields: ['description'],
      language: 'my',
      category: { name: 'Vitamins', language: 'my' },
    })
    expect(refreshProducts(lines, [product(1, 5000)], 'en')).toMatchObject([
      { name: 'Product 1', language: 'en', category: { language: 'en' }, quantity: 1 },
    ])
  })
})
