import type { home as english } from '../en/home.ts'
import type { TextsOf } from '../texts-of.ts'

/** The home page in Burmese: section titles, banners, category tiles and tabs. */
export const home: TextsOf<typeof english> = {
  saleItems: 'လျှော့ဈေး ပစ္စည်းများ',
  recommended: 'သင့်အတွက် အကြံပြုထားသော ပစ္စည်းများ',
  bestSellers: 'ယခုလ အရောင်းရဆုံး ပစ္စည်းများ',
  newsAndArticles: 'သတင်းနှင့် ဆောင်းပါးများ',
  viewAll: 'အားလုံးကြည့်ရန်',
  meta: {
    description:
      'ယုံကြည်ရသော အမှတ်တံဆိပ်များမှ စစ်မှန်သည့် ဆေးဝါး၊ ဗီတာမင်၊ အသားအရေထိန်းသိမ်းရေး ပစ္စည်းနှင့် ကုန်စုံများကို မြန်မာတစ်နိုင်ငံလုံးသို့ ပို့ဆောင်ပေးပါသည်။',
  },
  banners: {
    label: 'အထူးအစီအစဉ်များ',
    main: {
      eyebrow: '၁၀၀% စစ်မှန်သည် · မြန်မာတစ်နိုင်ငံလုံး ပို့ဆောင်ပေးသည်',
      title: 'သင့်ကျန်းမာရေးအတွက် လိုအပ်သမျှ အိမ်အရောက် ပို့ဆောင်ပေးပါသည်',
      text: 'ယုံကြည်ရသော အမှတ်တံဆိပ်များမှ ဆေးဝါး၊ ဗီတာမင်၊ အသားအရေထိန်းသိမ်းရေး ပစ္စည်းနှင့် နေ့စဉ်သုံး ကုန်စုံများကို သင့်တင့်သော ဈေးနှုန်းဖြင့် ဝယ်ယူနိုင်ပါသည်။',
      action: 'ယခုဝယ်မည်',
    },
    delivery: {
      title: 'ပို့ဆောင်ခ အခမဲ့',
      // `amount` comes formatted by the caller (formatKs with 'my' gives "၅၀,၀၀၀ ကျပ်").
      text: (amount: string) => `${amount} နှင့်အထက် ဝယ်ယူပါက ရန်ကုန်မှ မြစ်ကြီးနားအထိ`,
      action: 'စတင်ဝယ်ယူမည်',
    },
    genuine: {
      title: '၁၀၀% စစ်မှန်သော ဆေးဝါးများ',
      text: 'လိုင်စင်ရ ဖြန့်ချိသူများထံမှ ရယူပြီး ကျွန်ုပ်တို့၏ ဆေးဝါးပညာရှင်များက စစ်ဆေးထားပါသည်',
      action: 'ဆေးဝါးများ ဝယ်မည်',
    },
    supplements: {
      title: 'ဗီတာမင်နှင့် ဖြည့်စွက်စာများ',
      text: 'မိသားစုတစ်ခုလုံးအတွက် နေ့စဉ် ကျန်းမာရေး အထောက်အကူ',
      action: 'ယခုဝယ်မည်',
    },
  },
  tiles: {
    label: 'အမျိုးအစားအလိုက် ဝယ်ယူရန်',
    brands: 'အမှတ်တံဆိပ်များ',
    skincare: 'အသားအရေ ထိန်းသိမ်းရေး',
    grocery: 'ကုန်စုံ',
    books: 'စာအုပ်များ',
    medicine: 'ဆေးဝါး',
  },
  tabs: {
    supplements: 'ဖြည့်စွက်စာ',
    beauty: 'အလှအပ',
    grocery: 'ကုန်စုံ',
    book: 'စာအုပ်',
    medicine: 'ဆေးဝါး',
    choose: 'အမျိုးအစားအလိုက် ဝယ်ယူရန်',
    label: (section: string) => `${section} - အမျိုးအစားအလိုက် ဝယ်ယူရန်`,
  },
}
