import { describe, expect, it } from 'vitest'
import { type CouponTerms, couponDiscount, quoteOrder } from './quote.ts'

const lines = [
  { unitPrice: 12_000, qty: 2 },
  { unitPrice: 5_500, qty: 1 },
]
const percent = (value: number, extra: Partial<CouponTerms> = {}): CouponTerms => ({
  discountType: 'PERCENT',
  discountValue: value,
  maxDiscount: null,
  minOrderAmount: 0,
  ...extra,
})

describe('quoteOrder', () => {
  it('adds the 2,000 Ks delivery fee to a delivered order', () => {
    expect(quoteOrder({ lines, isDelivery: true, pointBalance: 0 })).toEqual({
      subtotal: 29_500,
      deliveryFee: 2000,
      discount: 0,
      pointsUsed: 0,
      total: 31_500,
      totalQty: 3,
      issues: [],
    })
  })

  it('charges no delivery for store pickup', () => {
    expect(quoteOrder({ lines, isDelivery: false, pointBalance: 0 }).total).toBe(29_500)
  })

  it('delivers free from a 300,000 Ks subtotal, not below', () => {
    const at = (unitPrice: number) =>
      quoteOrder({ lines: [{ unitPrice, qty: 1 }], isDelivery: true, pointBalance: 0 })
    expect(at(299_999).deliveryFee).toBe(2000)
    expect(at(300_000).deliveryFee).toBe(0)
  })

  it('spends points as kyats, within the balance and what is left to pay', () => {
    const quote = quoteOrder({ lines, isDelivery: true, points: 1500, pointBalance: 4000 })
    expect(quote).toMatchObject({ pointsUsed: 1500, total: 30_000, issues: [] })
  })

  it('reports points over the balance, and never spends more than the balance', () => {
    const quote = quoteOrder({ lines, isDelivery: true, points: 5000, pointBalance: 4000 })
    expect(quote.issues).toEqual([{ code: 'POINTS_OVER_BALANCE', balance: 4000 }])
    expect(quote.pointsUsed).toBe(4000)
  })

  it('reports points over the amount to pay, and never makes the total negative', () => {
    const quote = quoteOrder({ lines, isDelivery: true, points: 40_000, pointBalance: 90_000 })
    expect(quote.issues).toEqual([{ code: 'POINTS_OVER_AMOUNT', payable: 31_500 }])
    expect(quote).toMatchObject({ pointsUsed: 31_500, total: 0 })
  })

  it('ignores negative points', () => {
    expect(quoteOrder({ lines, isDelivery: false, points: -10, pointBalance: 5 }).pointsUsed).toBe(
      0,
    )
  })

  it('takes a coupon off the subtotal before points', () => {
    const quote = quoteOrder({
      lines,
      isDelivery: true,
      coupon: percent(10),
      points: 1000,
      pointBalance: 1000,
    })
    expect(quote).toMatchObject({
      discount: 2950,
      pointsUsed: 1000,
      total: 29_500 + 2000 - 2950 - 1000,
    })
  })

  it('reports a coupon whose minimum order is not reached, and takes nothing off', () => {
    const quote = quoteOrder({
      lines,
      isDelivery: true,
      coupon: percent(10, { minOrderAmount: 50_000 }),
      pointBalance: 0,
    })
    expect(quote.issues).toEqual([{ code: 'COUPON_MIN_ORDER', minOrderAmount: 50_000 }])
    expect(quote.discount).toBe(0)
  })
})

describe('couponDiscount', () => {
  it('rounds a percentage down to a whole kyat and keeps to its cap', () => {
    expect(couponDiscount(percent(15), 10_001)).toBe(1500)
    expect(couponDiscount(percent(50, { maxDiscount: 3000 }), 10_000)).toBe(3000)
  })

  it('never takes off more than the subtotal', () => {
    const fixed: CouponTerms = {
      discountType: 'FIXED',
      discountValue: 20_000,
      maxDiscount: null,
      minOrderAmount: 0,
    }
    expect(couponDiscount(fixed, 15_000)).toBe(15_000)
    expect(couponDiscount(fixed, 50_000)).toBe(20_000)
  })
})
