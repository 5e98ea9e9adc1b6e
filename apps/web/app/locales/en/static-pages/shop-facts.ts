import {
  DELIVERY_DAYS,
  DELIVERY_FEE_KS,
  FREE_DELIVERY_FROM_KS,
  formatKs,
  GATEWAY_PAYMENT_TYPES,
  KS_PER_EARNED_POINT,
  PAYMENT_TYPE_NAMES,
  POINT_VALUE_KS,
  RECEIPT_PAYMENT_TYPES,
  RECEIPT_WINDOW_HOURS,
  RETURN_WINDOW_DAYS,
} from '@kyanma/shared'
import { defineTexts } from '#app/locales/texts-registry.ts'
import { supportHoursTexts } from './support-hours.ts'

/**
 * The shop's rules as the information pages word them, built from packages/shared constants so
 * a page can never promise other numbers than checkout, the order sweep and the ledger apply.
 */
function orList(names: readonly string[]) {
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

const range = ({ from, to }: { from: number; to: number }) => `${from}-${to} business days`

export const facts = defineTexts('static-pages/shop-facts#facts', {
  freeDeliveryFrom: formatKs(FREE_DELIVERY_FROM_KS),
  deliveryFee: formatKs(DELIVERY_FEE_KS),
  earning: `1 point for every ${formatKs(KS_PER_EARNED_POINT)}`,
  pointValue: formatKs(POINT_VALUE_KS),
  receiptWindow: `${RECEIPT_WINDOW_HOURS} hours`,
  returnWindow: `${RETURN_WINDOW_DAYS} days`,
  supportHours: supportHoursTexts.hours,
  days: {
    yangon: range(DELIVERY_DAYS.yangon),
    mainCities: range(DELIVERY_DAYS.mainCities),
    elsewhere: range(DELIVERY_DAYS.elsewhere),
    longest: `${DELIVERY_DAYS.elsewhere.to} business days`,
  },
  /** The ways paid on the gateway's page, as checkout names them: "UAB Pay, CB Pay ... or MMQR". */
  wallets: orList(GATEWAY_PAYMENT_TYPES.map((type) => PAYMENT_TYPE_NAMES[type])),
  /** The ways paid by the customer's own transfer: "Mobile Banking or Bank Transfer". */
  transfers: orList(RECEIPT_PAYMENT_TYPES.map((type) => PAYMENT_TYPE_NAMES[type])),
} as const)
