import { formatNumber } from '@kyanma/shared'
import type { productDetail as english } from '../en/product.ts'
import type { TextsOf } from '../texts-of.ts'

/** The product page in Burmese. Counts have one form: "သုံးသပ်ချက် ၃ ခု", "ကြယ် ၄ ပွင့်". */
export const productDetail: TextsOf<typeof english> = {
  addToCart: 'ခြင်းထဲထည့်မည်',
  inStock: 'ပစ္စည်းရှိပါသည်',
  outOfStock: 'ပစ္စည်းပြတ်နေပါသည်',
  prescription: 'ဆေးညွှန်းလိုအပ်',
  prescriptionNote: 'ဤဆေးကို ဆရာဝန်၏ ဆေးညွှန်းဖြင့်သာ ရောင်းချပါသည်။ အော်ဒါမှာယူစဉ် ဆေးညွှန်းကို ပူးတွဲတင်ပေးပါ။',
  brand: 'အမှတ်တံဆိပ်',
  category: 'အမျိုးအစား',
  price: 'ဈေးနှုန်း',
  priceBefore: 'လျှော့ဈေးမတိုင်မီ ဈေးနှုန်း',
  readMore: 'ဆက်ဖတ်ရန်',
  showLess: 'အတိုချုံ့ရန်',
  rating: {
    label: (value: string) => `၁၀ မှတ်အနက် ${value} မှတ် ရရှိထားသည်`,
    value: (value: string) => `${value} / ၁၀`,
    reviews: (count: number) => `သုံးသပ်ချက် ${formatNumber(count, 'my')} ခု`,
    none: 'သုံးသပ်ချက် မရှိသေးပါ',
  },
  gallery: {
    label: 'ကုန်ပစ္စည်း ပုံများ',
    show: (index: number, count: number) =>
      `ပုံ ${formatNumber(count, 'my')} ပုံအနက် ${formatNumber(index, 'my')} ပုံမြောက်ကို ပြမည်`,
    previous: 'ယခင်ပုံ',
    next: 'နောက်ပုံ',
  },
}
