import { burmeseDigits } from '@kyanma/shared'
import type { articles as english } from '../en/articles.ts'
import type { TextsOf } from '../texts-of.ts'

/** The articles list and an article, in Burmese. */
export const articles: TextsOf<typeof english> = {
  heading: 'ဆောင်းပါးများ',
  subheading: 'နောက်ဆုံးရ ကျန်းမာရေး သတင်းနှင့် အချက်အလက်များ',
  searchLabel: 'ဆောင်းပါး ရှာရန်',
  searchPlaceholder: 'ဆောင်းပါး ရှာရန်',
  categoriesLabel: 'ဆောင်းပါး အမျိုးအစားများ',
  empty: 'ရှာဖွေမှုနှင့် ကိုက်ညီသော ဆောင်းပါး မရှိပါ။',
  emptyCategory: (category: string) => `${category} ဆောင်းပါး မရှိသေးပါ။`,
  showAll: 'ဆောင်းပါးအားလုံး ပြမည်',
  loadFailed: 'ဆောင်းပါးများကို ပြသ၍ မရပါ။',
  retry: 'ပြန်ကြိုးစားမည်',
  by: (author: string) => `ရေးသားသူ - ${author}`,
  backToList: 'ဆောင်းပါးအားလုံး',
  youMayAlsoLike: 'သင့်အတွက် အကြံပြုထားသော ပစ္စည်းများ',
  categoryNames: {
    All: 'အားလုံး',
    'General Knowledge': 'ကျန်းမာရေး ဗဟုသုတ',
    'Seasonal Health': 'ရာသီအလိုက် ကျန်းမာရေး',
    Supplements: 'ဖြည့်စွက်စာများ',
    'Medicine Knowledge': 'ဆေးဝါး ဗဟုသုတ',
    Nutrition: 'အာဟာရ',
    News: 'သတင်း',
  },
  pager: {
    label: 'ဆောင်းပါး စာမျက်နှာများ',
    previous: 'ယခင်စာမျက်နှာ',
    next: 'နောက်စာမျက်နှာ',
    page: (page: number) => `စာမျက်နှာ ${burmeseDigits(String(page))}`,
  },
  meta: {
    description:
      'Kyanma မှ ကျန်းမာရေး သတင်းများ၊ ရာသီအလိုက် အကြံပြုချက်များနှင့် ဖြည့်စွက်စာ၊ ဆေးဝါး၊ အာဟာရဆိုင်ရာ လမ်းညွှန်များ။',
    searchTitle: (search: string) => `"${search}" နှင့် ပတ်သက်သော ဆောင်းပါးများ`,
    categoryTitle: (category: string) => `${category} ဆောင်းပါးများ`,
  },
}
