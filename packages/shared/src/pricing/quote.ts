import { DELIVERY_FEE_KS, FREE_DELIVERY_FROM_KS } from '../constants/delivery.ts'

/**
 * The one price calculation of an order (spec sections 5 and 9). The checkout screen shows it as
 * the shopper edits; the server runs it again on its own prices, balance and coupon, and that
 * answer is the one that counts. Whole kyats throughout (1 point = 1 Ks).
 */

export interface QuoteLine {
  /** The product's RETAIL_SALE price per unit, in kyats. */
  unitPrice: number
  qty: number
}

/** A coupon's amount rules; its dates and usage limits are checked where the data is. */
export interface CouponTerms {
  discountType: 'PERCENT' | 'FIXED'
  /** Percent (1-100) for PERCENT, kyats for FIXED. */
  discountValue: number
  /** A cap on a percentage discount, in kyats; null for none. */
  maxDiscount: number | null
  /** The subtotal the order must reach for the coupon to apply. */
  minOrderAmount: number
}

export interface QuoteInput {
  lines: readonly QuoteLine[]
  isDelivery: boolean
  coupon?: CouponTerms | null
  /** Points the shopper asks to spend. */
  points?: number
  /** Points the customer has. */
  pointBalance: number
}

export type QuoteIssue =
  | { code: 'POINTS_OVER_BALANCE'; balance: number }
  | { code: 'POINTS_OVER_AMOUNT'; payable: number }
  | { code: 'COUPON_MIN_ORDER'; minOrderAmount: number }

export interface Quote {
  subtotal: number
  deliveryFee: number
  /** The coupon's real discount (0 without one, or when it does not apply). */
  discount: number
  /** Points spent: what was asked, within the balance and what is left to pay. */
  pointsUsed: number
  total: number
  /** Units in the order. */
  totalQty: number
  /** Why the order cannot be placed as asked; empty when it can. */
  issues: QuoteIssue[]
}

export function deliveryFeeFor(subtotal: number, isDelivery: boolean): number {
  if (!isDelivery || subtotal >= FREE_DELIVERY_FROM_KS) return 0
  return DELIVERY_FEE_KS
}

/** What a coupon takes off a subtotal: never more than the subtotal, rounded down to a kyat. */
export function couponDiscount(coupon: CouponTerms, subtotal: number): number {
  if (subtotal < coupon.minOrderAmount) return 0
  const raw =
    coupon.discountType === 'PERCENT'
      ? Math.floor((subtotal * coupon.discountValue) / 100)
      : coupon.discountValue
  const capped = coupon.maxDiscount === null ? raw : Math.min(raw, coupon.maxDiscount)
  return Math.max(0, Math.min(capped, subtotal))
}

export function quoteOrder(input: QuoteInput): Quote {
  const issues: QuoteIssue[] = []
  const subtotal = input.lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0)
  const totalQty = input.lines.reduce((sum, line) => sum + line.qty, 0)
  const deliveryFee = deliveryFeeFor(subtotal, input.isDelivery)
  const { coupon } = input
  if (coupon && subtotal < coupon.minOrderAmount)
    issues.push({ code: 'COUPON_MIN_ORDER', minOrderAmount: coupon.minOrderAmount })
  const discount = coupon ? couponDiscount(coupon, subtotal) : 0
  const payable = subtotal + deliveryFee - discount

  const asked = Math.max(0, input.points ?? 0)
  const balance = Math.max(0, input.pointBalance)
  if (asked > balance) issues.push({ code: 'POINTS_OVER_BALANCE', balance })
  if (asked > payable) issues.push({ code: 'POINTS_OVER_AMOUNT', payable })
  const pointsUsed = Math.min(asked, balance, payable)

  return {
    subtotal,
    deliveryFee,
    discount,
    pointsUsed,
    total: payable - pointsUsed,
    totalQty,
    issues,
  }
}
