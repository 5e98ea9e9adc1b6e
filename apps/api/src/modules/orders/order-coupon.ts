import { type CouponTerms, formatNumber, messages, type QuoteIssue } from '@kyanma/shared'
import type { DbExecutor } from '#app/db/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import * as repo from './orders.repository.ts'

const conflict = (message: string) => new AppError('CONFLICT', 409, message)

/**
 * The coupon an order asks for, checked inside the order's transaction: the promotion row stays
 * locked until it commits, so two orders never both take the last use of a limited coupon.
 */
export async function claimableCoupon(
  tx: DbExecutor,
  promotionId: number,
  customerId: number,
  now: Date,
): Promise<CouponTerms & { id: number }> {
  const promotion = await repo.lockPromotion(tx, promotionId)
  if (!promotion?.isActive) throw AppError.notFound(messages.couponNotFound)
  if (promotion.startsAt > now) throw conflict(messages.couponNotStarted)
  if (promotion.endsAt < now) throw conflict(messages.couponExpired)
  const uses = await repo.countPromotionUses(tx, promotionId, customerId)
  if (promotion.usageLimit !== null && uses.total >= promotion.usageLimit)
    throw conflict(messages.couponUsedUp)
  if (promotion.perCustomerLimit !== null && uses.mine >= promotion.perCustomerLimit)
    throw conflict(messages.couponAlreadyUsed)
  return {
    id: promotion.id,
    discountType: promotion.discountType as CouponTerms['discountType'],
    discountValue: promotion.discountValue,
    maxDiscount: promotion.maxDiscount,
    minOrderAmount: promotion.minOrderAmount,
  }
}

/** The first reason the quote gives for refusing the order, as a 409 with the shopper's text. */
export function quoteIssueError(issue: QuoteIssue): AppError {
  switch (issue.code) {
    case 'POINTS_OVER_BALANCE':
      return conflict(messages.pointsNotEnough)
    case 'POINTS_OVER_AMOUNT':
      return conflict(messages.pointsOverTotal.replace('{points}', formatNumber(issue.payable)))
    case 'COUPON_MIN_ORDER':
      return conflict(
        messages.couponMinOrder.replace('{amount}', formatNumber(issue.minOrderAmount)),
      )
  }
}
