import { burmeseDigits, formatNumber } from '@kyanma/shared'
import type { listing as english } from '../en/listing.ts'
import type { TextsOf } from '../texts-of.ts'

/** Burmese counts products by kind with one form for any number: "ကုန်ပစ္စည်း ၁၂ မျိုး". */
const products = (count: number) => `ကုန်ပစ္စည်း ${formatNumber(count, 'my')} မျိုး`

/** Range bounds and page numbers are printed as English prints them, in Myanmar digits. */
const digits = (value: number) => burmeseDigits(String(value))

/** The product listing (/products), its pager and the Brands page, in Burmese. */
export const listing: TextsOf<typeof english> = {
  heading: 'အထူးရွေးချယ်ထားသော ကုန်ပစ္စည်းများ',
  searchResultFor: 'ရှာဖွေမှု ရလဒ်',
  groupedResults: 'ကိုက်ညီသော သတင်း၊ အမှတ်တံဆိပ်နှင့် အမျိုးအစားများကိုလည်း ကြည့်ရန်',
  found: (count: number) => `${products(count)} တွေ့ရှိပါသည်`,
  breadcrumb: 'သင်ရောက်ရှိနေသည့်နေရာ',
  brands: 'အမှတ်တံဆိပ်များ',
  loadFailed: 'ကုန်ပစ္စည်းများကို ပြသ၍ မရပါ။',
  retry: 'ပြန်ကြိုးစားမည်',
  empty: {
    title: 'ကုန်ပစ္စည်း ရှာမတွေ့ပါ',
    withFilters: 'ဤစစ်ထုတ်ချက်များ အားလုံးနှင့် ကိုက်ညီသော ကုန်ပစ္စည်း မရှိပါ။ စစ်ထုတ်ချက် အချို့ကို ဖြုတ်ကြည့်ပါ။',
    plain: 'ဤနေရာတွင် ကုန်ပစ္စည်း မရှိသေးပါ။',
    pageBeyond: 'ဤစာမျက်နှာသည် နောက်ဆုံးစာမျက်နှာကို ကျော်လွန်နေပါသည်။',
    firstPage: 'ပထမစာမျက်နှာသို့ သွားမည်',
    clearFilters: 'စစ်ထုတ်ချက်အားလုံး ဖယ်ရှားမည်',
    allProducts: 'ကုန်ပစ္စည်းအားလုံး ကြည့်မည်',
  },
  filters: {
    title: 'စစ်ထုတ်ရန်',
    open: (active: number) => (active > 0 ? `စစ်ထုတ်ရန် (${formatNumber(active, 'my')})` : 'စစ်ထုတ်ရန်'),
  },
  pager: {
    label: 'စာမျက်နှာများ',
    previous: 'ယခင်စာမျက်နှာ',
    next: 'နောက်စာမျက်နှာ',
    page: (page: number) => `စာမျက်နှာ ${digits(page)}`,
  },
  meta: {
    description: (name: string) =>
      `Kyanma ရှိ ${name} - ဆေးဝါး၊ ဖြည့်စွက်စာ၊ အသားအရေထိန်းသိမ်းရေး ပစ္စည်းနှင့် အခြားပစ္စည်းများကို မြန်မာတစ်နိုင်ငံလုံးသို့ ပို့ဆောင်ပေးပါသည်။`,
    searchTitle: (filter: string) => `"${filter}" အတွက် ရှာဖွေမှု ရလဒ်`,
    brandsDescription:
      'မြန်မာ ထုတ်လုပ်သူများမှ နိုင်ငံခြားတင်သွင်း အမှတ်တံဆိပ်များအထိ Kyanma တွင် ရောင်းချသော အမှတ်တံဆိပ်အားလုံး။',
  },
  brandsPage: {
    heading: 'အမှတ်တံဆိပ်များ',
    intro: 'ကျွန်ုပ်တို့ ရောင်းချသော အမှတ်တံဆိပ်အားလုံး။ ကုန်ပစ္စည်းများ ကြည့်ရန် တစ်ခုကို ရွေးပါ။',
    productCount: (count: number) => products(count),
    empty: 'အမှတ်တံဆိပ် မရှိသေးပါ။',
  },
}
