import type { search as english } from '../en/search.ts'
import type { TextsOf } from '../texts-of.ts'

/** The grouped search results page in Burmese. */
export const search: TextsOf<typeof english> = {
  heading: 'ရှာဖွေမှု ရလဒ်',
  emptyHeading: 'ဘာကို ရှာဖွေနေပါသလဲ။',
  // Burmese print uses the same curly quotes around a quoted search.
  quoted: (filter: string) => `“${filter}”`,
  groups: {
    Products: 'ကုန်ပစ္စည်းများ',
    News: 'သတင်းများ',
    Brands: 'အမှတ်တံဆိပ်များ',
    Categories: 'အမျိုးအစားများ',
  },
  viewAll: 'အားလုံးကြည့်ရန်',
  // `count` comes formatted by the caller (formatNumber with 'my').
  found: (count: string) => `${count} ခု တွေ့ရှိပါသည်`,
  popular: 'လူကြိုက်များသော ရှာဖွေမှုများ',
  noResults: (filter: string) => `“${filter}” အတွက် ဘာမှ ရှာမတွေ့ပါ။`,
  tryPopular: 'စာလုံးပေါင်းကို စစ်ကြည့်ပါ၊ သို့မဟုတ် လူကြိုက်များသော အောက်ပါ ရှာဖွေမှုများကို စမ်းကြည့်ပါ -',
  inputLabel: 'ကုန်ပစ္စည်း၊ သတင်း၊ အမှတ်တံဆိပ်နှင့် အမျိုးအစားများ ရှာရန်',
  placeholder: 'ကုန်ပစ္စည်း၊ အမှတ်တံဆိပ်၊ ဆောင်းပါး',
  submit: 'ရှာမည်',
  scrollBack: 'ယခင်များကို ပြမည်',
  scrollForward: 'နောက်ထပ် ပြမည်',
  meta: {
    title: 'ရှာဖွေရန်',
    description:
      'Kyanma တွင် ဆေးဝါး၊ ဖြည့်စွက်စာ၊ အသားအရေထိန်းသိမ်းရေး ပစ္စည်း၊ အမှတ်တံဆိပ်နှင့် ကျန်းမာရေး ဆောင်းပါးများကို ရှာဖွေပါ။',
  },
}
