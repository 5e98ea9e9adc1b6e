/**
 * Delivery facts shown to shoppers (spec section 9). The checkout's quote uses the same numbers,
 * so a banner can never promise what the order total does not give.
 */

/** Orders of this many kyats or more are delivered free. */
export const FREE_DELIVERY_FROM_KS = 300_000

/** The fixed delivery fee below that amount. */
export const DELIVERY_FEE_KS = 2000
