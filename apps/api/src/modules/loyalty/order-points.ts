import { pointNotes, pointNotices } from '@kyanma/shared'
import type { LoyaltyConfig } from '#app/config.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { lockCustomer } from '#app/db/customer-lock.ts'
import { fillText as fill } from '#app/lib/fill-text.ts'
import { notify } from '../notifications/notify.ts'
import * as repo from './loyalty.repository.ts'
import { appendPoints, type LedgerEntry, pointBalance, pointsOf } from './point-ledger.ts'

/**
 * What an order does to points, always inside the transaction of the order's own change:
 * spending at placement, giving back on cancel or refund, earning on delivery (and the
 * referrer's bonus), taking the earned points back on refund. Rules: docs/decisions/021.
 */

/** What these rules need of an order. */
export interface PointsOrder {
  id: number
  customerId: number
  voucherNo: string
  pointsUsed: number
  pointsEarned: number
}

/** The loyalty programme's settings (config.ts). */
export type LoyaltyRules = LoyaltyConfig

/** The placing transaction has locked the customer and checked the balance (the quote). */
export async function spendOnOrder(tx: DbExecutor, order: PointsOrder, at: Date) {
  if (order.pointsUsed <= 0) return
  await appendPoints(tx, {
    customerId: order.customerId,
    points: -order.pointsUsed,
    kind: 'ORDER_SPEND',
    reference: order.id,
    note: fill(pointNotes.orderSpent, { voucherNo: order.voucherNo }),
    at,
  })
}

/** The points spent on a cancelled or refunded order come back, once. */
export async function returnSpentPoints(
  tx: DbExecutor,
  order: PointsOrder,
  at: Date,
  why: 'cancelled' | 'refunded',
) {
  if (order.pointsUsed <= 0) return
  const note = why === 'cancelled' ? pointNotes.orderCancelRefund : pointNotes.orderRefundRefund
  await appendPoints(tx, {
    customerId: order.customerId,
    points: order.pointsUsed,
    kind: 'ORDER_REFUND',
    reference: order.id,
    note: fill(note, { voucherNo: order.voucherNo }),
    at,
  })
}

/**
 * Delivered: the order's points (1 per 1,000 Ks paid, fixed at placement) with a notification,
 * and, if this is the first delivery to a customer someone invited, that referrer's bonus.
 */
export async function creditDeliveredOrder(
  tx: DbExecutor,
  order: PointsOrder,
  at: Date,
  rules: LoyaltyRules,
) {
  if (order.pointsEarned > 0) {
    const values = { points: order.pointsEarned, voucherNo: order.voucherNo }
    const earning: LedgerEntry = {
      customerId: order.customerId,
      points: order.pointsEarned,
      kind: 'ORDER_EARN',
      reference: order.id,
      note: fill(pointNotes.orderEarned, values),
      at,
    }
    await creditAndNotify(tx, earning, pointNotices.orderEarned, values)
  }
  await creditReferrer(tx, order, at, rules.referralBonusPoints)
}

/**
 * The referrer's bonus, at most once per invited customer: the ledger reference is the invited
 * customer's id, so a second delivery, or two deliveries racing, cannot pay it again.
 */
async function creditReferrer(tx: DbExecutor, order: PointsOrder, at: Date, bonus: number) {
  if (bonus <= 0) return
  const referrer = await repo.referrerOf(tx, order.customerId)
  if (referrer === null) return
  // Only the FIRST delivery counts: a bonus switched on later does not pay for old customers.
  if (await repo.deliveredBefore(tx, order.customerId, order.id)) return
  const values = { points: bonus, name: (await repo.displayNameOf(tx, order.customerId)) ?? '' }
  const bonusEntry: LedgerEntry = {
    customerId: referrer,
    points: bonus,
    kind: 'REFERRAL_BONUS',
    reference: order.customerId,
    note: fill(pointNotes.referralBonus, values),
    at,
  }
  await creditAndNotify(tx, bonusEntry, pointNotices.referralBonus, values)
}

/**
 * Credits points the customer earned and tells them in a notification. The notification goes
 * only when this call wrote the row: a delivery applied twice (a retry, a race) credits once and
 * notifies once.
 */
async function creditAndNotify(
  tx: DbExecutor,
  entry: LedgerEntry,
  notice: { title: string; description: string },
  values: Record<string, string | number>,
) {
  if (!(await appendPoints(tx, entry))) return
  await notify(tx, {
    customerId: entry.customerId,
    title: notice.title,
    description: fill(notice.description, values),
    createdAt: entry.at,
  })
}

/**
 * Refunded (a delivered order taken back): the points spent on it come back, and the points it
 * earned go. The balance never goes below 0: if the customer has already used some of them, only
 * what is left is taken back, and the note says so. The spent points are returned first, so they
 * can cover the earned ones.
 */
export async function reverseRefundedOrder(tx: DbExecutor, order: PointsOrder, at: Date) {
  await lockCustomer(tx, order.customerId)
  await returnSpentPoints(tx, order, at, 'refunded')
  // What the ledger says it earned: an order delivered before earning existed earned nothing.
  const earned = await pointsOf(tx, 'ORDER_EARN', order.id)
  if (earned <= 0) return
  const taken = Math.min(earned, await pointBalance(tx, order.customerId))
  if (taken <= 0) return
  const note = taken < earned ? pointNotes.orderEarnReversedPartly : pointNotes.orderEarnReversed
  await appendPoints(tx, {
    customerId: order.customerId,
    points: -taken,
    kind: 'ORDER_EARN_REVERSAL',
    reference: order.id,
    note: fill(note, { voucherNo: order.voucherNo, points: earned, taken }),
    at,
  })
}
