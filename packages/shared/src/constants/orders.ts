/**
 * Spec section 3: how an order is paid. WALLET is only a heading over the wallets. KBZ_PAY,
 * WAVE_PAY and MMQR are this shop's additions (decision 020): the spec's values stay as they are.
 */
export const PAYMENT_TYPES = [
  'UAB_PAY',
  'CB_PAY',
  'ONE_PAY',
  'MPU_PAY',
  'AYA_PAY',
  'MOBILE_BANKING',
  'BANK_TRANSFER',
  'PAY_AT_STORE',
  'CASH_ON_DELIVERY',
  'KBZ_PAY',
  'WAVE_PAY',
  'MMQR',
] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** Paid on the gateway's page: the order answers paymentResponse.value, the page to go to. */
export const GATEWAY_PAYMENT_TYPES: readonly PaymentType[] = [
  'UAB_PAY',
  'CB_PAY',
  'ONE_PAY',
  'AYA_PAY',
  'KBZ_PAY',
  'WAVE_PAY',
  'MPU_PAY',
  'MMQR',
]
/** Paid by the customer's own transfer, proven by uploading receipt images. */
export const RECEIPT_PAYMENT_TYPES: readonly PaymentType[] = ['MOBILE_BANKING', 'BANK_TRANSFER']

export const RECEIVE_TYPES = ['DELIVERY', 'PICK_UP'] as const
export type ReceiveType = (typeof RECEIVE_TYPES)[number]

/** Outside Yangon Region a delivery goes to the home or to a highway bus gate. */
export const SHIPPING_OPTIONS = ['HOME', 'HIGHWAY'] as const
export type ShippingOption = (typeof SHIPPING_OPTIONS)[number]

/** Issue 5, part 4. The allowed moves between them are written once, in the API. */
export const ORDER_STATUSES = [
  'WAITING_FOR_PAYMENT',
  'PENDING',
  'APPROVED',
  'PAID',
  'DELIVERED',
  'CANCELLED',
  /** Staff took a delivered order back (returned within the policy); its earned points go too. */
  'REFUNDED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Unpaid bank-transfer and mobile-banking orders without a receipt are cancelled after this. */
export const RECEIPT_WINDOW_HOURS = 3
/** Spec section 9: unopened items may be returned within this many days of receiving them. */
export const RETURN_WINDOW_DAYS = 3
/** Earning (spec section 9): 1 point per 1,000 Ks spent. */
export const KS_PER_EARNED_POINT = 1000
/** Order history page size (spec section 9). */
export const ORDER_PAGE_SIZE = 10
/** Units of one product in one order; the cart's own cap. */
export const MAX_ORDER_LINE_QTY = 99
/** Different products in one order. */
export const MAX_ORDER_LINES = 50

/**
 * A gateway payment started this many minutes ago and not yet decided is "pending" on the order
 * (the shopper is still in the wallet app); after it, the inquiry sweep asks the gateway.
 */
export const PAYMENT_INQUIRY_AFTER_MINUTES = 5

/** Receipt images: real JPEG, PNG or WebP content (checked by its bytes), this big at most. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024
/** Receipt images one order may have in all (a transfer rarely needs more than two). */
export const RECEIPT_MAX_FILES = 5

/** How a payment type is named to people (the sandbox page; the web's locale says the same). */
export const PAYMENT_TYPE_NAMES: Record<PaymentType, string> = {
  UAB_PAY: 'UAB Pay',
  CB_PAY: 'CB Pay',
  ONE_PAY: 'One Pay',
  MPU_PAY: 'MPU Pay',
  AYA_PAY: 'AYA Pay',
  KBZ_PAY: 'KBZPay',
  WAVE_PAY: 'WavePay',
  MMQR: 'MMQR',
  MOBILE_BANKING: 'Mobile Banking',
  BANK_TRANSFER: 'Bank Transfer',
  CASH_ON_DELIVERY: 'Cash on delivery',
  PAY_AT_STORE: 'Pay at store',
}
