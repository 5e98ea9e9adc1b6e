import {
  burmeseDigits,
  DELIVERY_DAYS,
  DELIVERY_FEE_KS,
  FREE_DELIVERY_FROM_KS,
  formatKs,
  formatNumber,
  GATEWAY_PAYMENT_TYPES,
  KS_PER_EARNED_POINT,
  PAYMENT_TYPE_NAMES,
  type PaymentType,
  POINT_VALUE_KS,
  RECEIPT_PAYMENT_TYPES,
  RECEIPT_WINDOW_HOURS,
  RETURN_WINDOW_DAYS,
} from '@kyanma/shared'
import type { facts as english } from '#app/locales/en/static-pages/shop-facts.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'
import { supportHoursTexts } from './support-hours.ts'

/**
 * The shop's rules in Burmese, built from the same packages/shared constants as the English
 * page texts, so both languages promise the numbers checkout, the order sweep and the ledger apply.
 */

/** "A၊ B သို့မဟုတ် C": Burmese lists use the ၊ mark and put "or" before the last item. */
function orList(names: readonly string[]) {
  return `${names.slice(0, -1).join('၊ ')} သို့မဟုတ် ${names.at(-1)}`
}

/**
 * The wallets keep their brand names; the two transfer ways are plain words, written as Myanmar
 * shops say them.
 */
const PAYMENT_NAMES: Partial<Record<PaymentType, string>> = {
  MOBILE_BANKING: 'မိုဘိုင်းဘဏ်ကင်း',
  BANK_TRANSFER: 'ဘဏ်ငွေလွှဲ',
}
const paymentName = (type: PaymentType) => PAYMENT_NAMES[type] ?? PAYMENT_TYPE_NAMES[type]

const days = (count: number | string) => `အလုပ်ရက် ${burmeseDigits(String(count))} ရက်`
const range = ({ from, to }: { from: number; to: number }) => days(`${from}–${to}`)

export const facts: TextsOf<typeof english> = {
  freeDeliveryFrom: formatKs(FREE_DELIVERY_FROM_KS, 'my'),
  deliveryFee: formatKs(DELIVERY_FEE_KS, 'my'),
  /** Read after "ဝယ်ယူသည့်" (spent): "၁,၀၀၀ ကျပ်တိုင်းအတွက် ၁ ပွိုင့်". */
  earning: `${formatKs(KS_PER_EARNED_POINT, 'my')}တိုင်းအတွက် ${formatNumber(1, 'my')} ပွိုင့်`,
  pointValue: formatKs(POINT_VALUE_KS, 'my'),
  receiptWindow: `${formatNumber(RECEIPT_WINDOW_HOURS, 'my')} နာရီ`,
  returnWindow: `${formatNumber(RETURN_WINDOW_DAYS, 'my')} ရက်`,
  supportHours: supportHoursTexts.hours,
  days: {
    yangon: range(DELIVERY_DAYS.yangon),
    mainCities: range(DELIVERY_DAYS.mainCities),
    elsewhere: range(DELIVERY_DAYS.elsewhere),
    longest: days(DELIVERY_DAYS.elsewhere.to),
  },
  wallets: orList(GATEWAY_PAYMENT_TYPES.map(paymentName)),
  transfers: orList(RECEIPT_PAYMENT_TYPES.map(paymentName)),
}
