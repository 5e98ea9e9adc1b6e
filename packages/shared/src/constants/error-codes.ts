/**
 * The `code` of the answers a client acts on. Clients match these, never the `message`, which is
 * for people and will be in the reader's language (Burmese and English).
 */
export const ERROR_CODES = {
  /** The order's total is not what the server makes it (prices or the quote changed). */
  orderTotalChanged: 'ORDER_TOTAL_CHANGED',
  /** A customer's session asked for a staff-only call (a back-office tab signed in as a shopper). */
  staffOnly: 'STAFF_ONLY',
  /** An order with items that need a prescription named none (the checkout shows the upload). */
  prescriptionRequired: 'PRESCRIPTION_REQUIRED',
  /** A named prescription is not the customer's, refused, expired or on another open order. */
  prescriptionNotUsable: 'PRESCRIPTION_NOT_USABLE',
  /** Approving or delivering an order whose prescription a pharmacist has not approved. */
  prescriptionNotApproved: 'PRESCRIPTION_NOT_APPROVED',
  /** A change of payment method found the wallet payment already through (decision 043). */
  paymentAlreadyReceived: 'PAYMENT_ALREADY_RECEIVED',
} as const
