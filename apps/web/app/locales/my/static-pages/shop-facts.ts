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
  SUPPORT_HOURS,
} from '@kyanma/shared'
import type { facts as english } from '../../en/static-pages/shop-facts.ts'
import type { TextsOf } from '../../texts-of.ts'

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

const DAY_NAMES: Record<string, string> = {
  Mon: 'တနင်္လာ',
  Tue: 'အင်္ဂါ',
  Wed: 'ဗုဒ္ဓဟူး',
  Thu: 'ကြာသပတေး',
  Fri: 'သောကြာ',
  Sat: 'စနေ',
  Sun: 'တနင်္ဂနွေ',
}
const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)'
const CLOCK = '(\\d{1,2})(?::(\\d{2}))?(am|pm)'

/** "5pm" → "ညနေ ၅ နာရီ": Burmese names the part of the day instead of am/pm. */
function clock(hourText: string, minutes: string | undefined, half: string) {
  const hour = Number(hourText)
  const partOfDay =
    half === 'am' ? 'နံနက်' : hour === 12 || hour < 4 ? 'နေ့လယ်' : hour < 7 ? 'ညနေ' : 'ည'
  const time =
    minutes === undefined || minutes === '00'
      ? `${hour} နာရီ`
      : minutes === '30'
        ? `${hour} နာရီခွဲ`
        : `${hour} နာရီ ${Number(minutes)} မိနစ်`
  return `${partOfDay} ${burmeseDigits(time)}`
}

/**
 * SUPPORT_HOURS is English text ("Mon-Sat 9am-5pm"); reading its days and times, rather than
 * copying them, keeps the Burmese hours right when the shop changes them. The test fails if a
 * new wording leaves any English behind.
 */
function burmeseHours(text: string) {
  return text
    .replace(
      new RegExp(`${CLOCK}\\s*-\\s*${CLOCK}`, 'g'),
      (_all, h1, m1, half1, h2, m2, half2) => `${clock(h1, m1, half1)}မှ ${clock(h2, m2, half2)}အထိ`,
    )
    .replace(new RegExp(`\\b${DAY}\\s*-\\s*${DAY}\\b`, 'g'), (_all, first, last) => {
      return `${DAY_NAMES[first]}မှ ${DAY_NAMES[last]}`
    })
    .replace(new RegExp(`\\b${DAY}\\b`, 'g'), (name) => DAY_NAMES[name] ?? name)
    .replace(new RegExp(CLOCK, 'g'), (_all, hour, minutes, half) => clock(hour, minutes, half))
}

export const facts: TextsOf<typeof english> = {
  freeDeliveryFrom: formatKs(FREE_DELIVERY_FROM_KS, 'my'),
  deliveryFee: formatKs(DELIVERY_FEE_KS, 'my'),
  /** Read after "ဝယ်ယူသည့်" (spent): "၁,၀၀၀ ကျပ်တိုင်းအတွက် ၁ ပွိုင့်". */
  earning: `${formatKs(KS_PER_EARNED_POINT, 'my')}တိုင်းအတွက် ${formatNumber(1, 'my')} ပွိုင့်`,
  pointValue: formatKs(POINT_VALUE_KS, 'my'),
  receiptWindow: `${formatNumber(RECEIPT_WINDOW_HOURS, 'my')} နာရီ`,
  returnWindow: `${formatNumber(RETURN_WINDOW_DAYS, 'my')} ရက်`,
  supportHours: `${burmeseHours(SUPPORT_HOURS.weekdays)}၊ ${burmeseHours(SUPPORT_HOURS.sunday)}`,
  days: {
    yangon: range(DELIVERY_DAYS.yangon),
    mainCities: range(DELIVERY_DAYS.mainCities),
    elsewhere: range(DELIVERY_DAYS.elsewhere),
    longest: days(DELIVERY_DAYS.elsewhere.to),
  },
  wallets: orList(GATEWAY_PAYMENT_TYPES.map(paymentName)),
  transfers: orList(RECEIPT_PAYMENT_TYPES.map(paymentName)),
}
