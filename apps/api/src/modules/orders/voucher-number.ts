/** Myanmar keeps UTC+06:30 all year. */
const MYANMAR_OFFSET_MS = (6 * 60 + 30) * 60 * 1000

/**
 * The voucher number customers read out on the phone: KY, the Myanmar year and month of the
 * order, and its id (unique by itself), e.g. KY-2611-000123. Ids past a million just get longer.
 */
export function voucherNumber(orderId: number, placedAt: Date): string {
  const local = new Date(placedAt.getTime() + MYANMAR_OFFSET_MS).toISOString()
  const yymm = local.slice(2, 4) + local.slice(5, 7)
  return `KY-${yymm}-${String(orderId).padStart(6, '0')}`
}
