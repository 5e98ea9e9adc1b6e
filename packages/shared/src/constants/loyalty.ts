/**
 * Loyalty rules (spec section 9; issue 6). Earning itself is KS_PER_EARNED_POINT in orders.ts.
 * Points never expire: no constant here ages them.
 */

/**
 * Why a ledger row exists. Each kind's reference is unique, so the same cause can never apply
 * twice: an order id for the ORDER_* kinds, the transfer id for TRANSFER_*, the referred
 * customer's id for REFERRAL_BONUS, the adjustment id for STAFF_ADJUSTMENT.
 */
export const POINT_KINDS = [
  'ORDER_EARN',
  'ORDER_EARN_REVERSAL',
  'ORDER_SPEND',
  'ORDER_REFUND',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'REFERRAL_BONUS',
  'STAFF_ADJUSTMENT',
] as const
export type PointKind = (typeof POINT_KINDS)[number]

/** Spec section 3: a history entry is 'IN' (shown as 'Received') or not (shown as 'Used'). */
export const POINT_DIRECTIONS = ['IN', 'OUT'] as const
export type PointDirection = (typeof POINT_DIRECTIONS)[number]

/** Spec section 9: minimum transfer 1 point. */
export const MIN_TRANSFER_POINTS = 1
/** One transfer's ceiling: far above any real balance, it keeps absurd numbers out of the SQL. */
export const MAX_TRANSFER_POINTS = 10_000_000
/** A transfer's note, shown in both customers' histories. */
export const MAX_TRANSFER_NOTE_LENGTH = 200

/**
 * Points the referrer receives when the customer they invited has their first order delivered.
 * The server's REFERRAL_BONUS_POINTS setting overrides it; this is the default.
 */
export const DEFAULT_REFERRAL_BONUS_POINTS = 500

/** Spec section 9: the QR scanner of the Transfer Points dialog. */
export const SCANNER = {
  maxScansPerSecond: 25,
  timeoutMs: 10_000,
  viewSizePx: 500,
  frameImage: '/images/qr-frame.svg',
  preferredCamera: 'environment',
} as const

/**
 * The loyalty levels and the points each starts at. The database's `levels` table is what the
 * server reads (seeded by migration 0004 with these same rows, which a test checks); this copy is
 * for pages that describe the program without a call (the Reward Program page).
 */
export const LOYALTY_LEVELS = [
  { name: 'Member', minPoints: 0 },
  { name: 'Silver', minPoints: 1000 },
  { name: 'Gold', minPoints: 5000 },
  { name: 'Platinum', minPoints: 15_000 },
] as const
export type LoyaltyLevelName = (typeof LOYALTY_LEVELS)[number]['name']

/** A level's name in the reader's words: `names` from the web's texts; an unknown one as it is. */
export function levelName(
  level: string,
  names: Readonly<Record<LoyaltyLevelName, string>>,
): string {
  return (names as Readonly<Record<string, string>>)[level] ?? level
}

/** What one point pays at checkout, in kyats (spec section 9: 1 point = 1 Ks; the quote counts so). */
export const POINT_VALUE_KS = 1
