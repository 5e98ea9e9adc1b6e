import { formatNumber } from '@kyanma/shared'
import type { productInfo as english } from '../en/product-info.ts'
import type { TextsOf } from '../texts-of.ts'

/** The product page below its first screen, in Burmese. */
export const productInfo: TextsOf<typeof english> = {
  tabs: {
    label: 'ကုန်ပစ္စည်း အချက်အလက်',
    additionalInfo: 'အခြား အချက်အလက်များ',
    supplementFacts: 'ဖြည့်စွက်စာ အချက်အလက်',
    reviews: 'သုံးသပ်ချက်များ',
  },
  info: {
    expiry: 'အနီးဆုံး သက်တမ်းကုန်ဆုံးရက်',
    noExpiry: 'သက်တမ်းကုန်ဆုံးရက် မရှိပါ',
    shippingWeight: 'ပို့ဆောင်မှု အလေးချိန်',
    packSize: 'တစ်ဗူးပါ အရေအတွက်',
    strength: 'ဆေးအား',
    prescription: 'ဆေးညွှန်း',
    required: 'လိုအပ်သည်',
    notRequired: 'မလိုအပ်ပါ',
  },
  facts: {
    servingSize: 'တစ်ကြိမ်သုံး ပမာဏ',
    servingsPerContainer: 'တစ်ဗူးလျှင် သုံးနိုင်သည့် အကြိမ်ရေ',
    amountPerServing: 'တစ်ကြိမ်သုံးတွင် ပါဝင်မှု',
    dailyValue: '% နေ့စဉ်လိုအပ်ချက်',
    notEstablished: '† နေ့စဉ်လိုအပ်ချက် သတ်မှတ်ထားခြင်း မရှိပါ။',
    otherIngredients: 'အခြား ပါဝင်ပစ္စည်းများ',
    none: 'ဤကုန်ပစ္စည်းအတွက် ဖြည့်စွက်စာ အချက်အလက် မရှိပါ။',
  },
  reviews: {
    empty: 'သုံးသပ်ချက် မရှိသေးပါ။',
    showMore: 'နောက်ထပ် ကြည့်မည်',
    signIn: 'သုံးသပ်ချက်ရေးရန် အကောင့်ဝင်ပါ',
    writeTitle: 'သုံးသပ်ချက် ရေးရန်',
    editTitle: 'သင့်သုံးသပ်ချက်',
    stars: 'သင်ပေးသော အမှတ်',
    starLabel: (count: number) => `ကြယ် ${formatNumber(count, 'my')} ပွင့်`,
    text: 'သုံးသပ်ချက်',
    textHint: 'ဘာကို နှစ်သက်ပါသလဲ၊ ဘာကို မနှစ်သက်ပါသလဲ။ စာသားသက်သက်သာ ရေးပါ။',
    submit: 'သုံးသပ်ချက် ပေးပို့မည်',
    update: 'ပြင်ဆင်ချက် သိမ်းမည်',
    edit: 'ပြင်မည်',
    cancel: 'မလုပ်တော့ပါ',
    delete: 'ဖျက်မည်',
    saved: 'ကျေးဇူးတင်ပါသည်။ သင့်သုံးသပ်ချက်ကို သိမ်းဆည်းပြီးပါပြီ။',
    hidden: 'ဆိုင်မှ ဤသုံးသပ်ချက်ကို ဖျောက်ထားပါသည်။ သင်တစ်ဦးတည်းသာ မြင်ရပါသည်။',
    edited: (date: string) => `${date} တွင် ပြင်ဆင်ထားသည်`,
  },
  related: {
    title: 'သင်နှစ်သက်နိုင်သော အခြားပစ္စည်းများ',
    previous: 'ယခင် ပစ္စည်းများ',
    next: 'နောက်ထပ် ပစ္စည်းများ',
  },
}
