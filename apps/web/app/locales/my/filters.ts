import { burmeseDigits, type FilterRange, formatNumber } from '@kyanma/shared'
import type { filters as english } from '../en/filters.ts'
import type { TextsOf } from '../texts-of.ts'

/** Burmese counts products by kind with one form for any number: "ကုန်ပစ္စည်း ၁၂ မျိုး". */
const products = (count: number) => `ကုန်ပစ္စည်း ${formatNumber(count, 'my')} မျိုး`

/** Range bounds are printed as English prints them, in Myanmar digits. */
const digits = (value: number) => burmeseDigits(String(value))

/** The product listing's filter panel, in Burmese. */
export const filters: TextsOf<typeof english> = {
  clearAll: 'အားလုံး ဖယ်ရှားမည်',
  show: (total: number | undefined) =>
    total === undefined ? 'ကုန်ပစ္စည်းများ ပြမည်' : `${products(total)} ပြမည်`,
  category: 'အမျိုးအစား',
  allCategories: 'အမျိုးအစားအားလုံး',
  price: 'ဈေးနှုန်း',
  potency: 'ဆေးအား',
  shippingWeight: 'ပို့ဆောင်မှု အလေးချိန်',
  tabletCount: 'ဆေးပြား အရေအတွက်',
  rating: 'အမှတ်ပေးချက်',
  ratingMin: 'အနည်းဆုံး',
  ratingMax: 'အများဆုံး',
  ratingHint: 'သုံးသပ်ချက်များတွင် ကုန်ပစ္စည်းများကို ၀ မှ ၁၀ အထိ အမှတ်ပေးပါသည်။',
  prescription: 'ဆေးညွှန်း',
  prescriptionOptions: { both: 'နှစ်မျိုးလုံး', required: 'လိုအပ်သည်', notRequired: 'မလိုအပ်ပါ' },
  removeRange: 'ဤစစ်ထုတ်ချက်ကို ဖယ်ရှားမည်',
  ranges: {
    pricePerUnit: ({ from, to }: FilterRange) =>
      to === undefined
        ? `${formatNumber(from, 'my')} ကျပ်နှင့်အထက်`
        : `${formatNumber(from, 'my')} - ${formatNumber(to, 'my')} ကျပ်`,
    // Myanmar pharmacies and pack labels write the unit "mg" in Latin letters.
    potency: ({ from, to }: FilterRange) =>
      to === undefined ? `${digits(from)} mg နှင့်အထက်` : `${digits(from)} - ${digits(to)} mg`,
    shippingWeight: ({ from, to }: FilterRange) =>
      to === undefined ? `${digits(from)} ကီလိုအထက်` : `${digits(from)} - ${digits(to)} ကီလို`,
    packageQty: ({ from, to }: FilterRange) =>
      to === undefined ? `${digits(from)} ခုအထက်` : `${digits(from)} - ${digits(to)} ခု`,
  },
}
