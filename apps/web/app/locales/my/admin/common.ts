import { formatNumber } from '@kyanma/shared'
import type { adminCommon as english } from '../../en/admin/common.ts'
import type { TextsOf } from '../../texts-of.ts'

/** The back office's frame in Burmese: sign-in, navigation and the generic table. */
export const adminCommon: TextsOf<typeof english> = {
  meta: 'Kyanma စီမံခန့်ခွဲမှု',
  brand: 'Kyanma စီမံခန့်ခွဲမှု',
  signIn: {
    title: 'ဝန်ထမ်း အကောင့်ဝင်ရန်',
    intro: 'ဆိုင်ကို စီမံရန် ဝန်ထမ်းအကောင့်ဖြင့် ဝင်ပါ။',
    user: 'အီးမေးလ် သို့မဟုတ် ဖုန်းနံပါတ်',
    password: 'စကားဝှက်',
    submit: 'အကောင့်ဝင်မည်',
  },
  signOut: 'အကောင့်ထွက်မည်',
  viewShop: 'ဆိုင်ကို ကြည့်မည်',
  openNavigation: 'မီနူး ဖွင့်ရန်',
  nav: {
    dashboard: 'ဒက်ရှ်ဘုတ်',
    orders: 'အော်ဒါများ',
    products: 'ကုန်ပစ္စည်းများ',
    categories: 'အမျိုးအစားများ',
    brands: 'အမှတ်တံဆိပ်များ',
    coupons: 'ကူပွန်များ',
    articles: 'ဆောင်းပါးများ',
    announcements: 'ကြေညာချက်များ',
    customers: 'ဖောက်သည်များ',
    messages: 'ဆက်သွယ်စာများ',
    refunds: 'ငွေပြန်အမ်းရန်',
    reviews: 'သုံးသပ်ချက်များ',
    staff: 'ဝန်ထမ်းအကောင့်များ',
  },
  roles: { customer: 'ဖောက်သည်', staff: 'ဝန်ထမ်း', admin: 'အက်ဒမင်' },
  table: {
    showing: (from: number, to: number, total: number) =>
      `စုစုပေါင်း ${formatNumber(total, 'my')} ခုအနက် ${formatNumber(from, 'my')} မှ ${formatNumber(to, 'my')} အထိ ပြထားသည်`,
    search: 'ရှာရန်',
    empty: 'စာရင်း မတွေ့ပါ။',
    loadFailed: 'စာရင်းကို ဖွင့်၍ မရပါ။',
    retry: 'ထပ်ကြိုးစားမည်',
    sortAscending: 'ငယ်စဉ်ကြီးလိုက် စီထားသည်',
    sortDescending: 'ကြီးစဉ်ငယ်လိုက် စီထားသည်',
  },
  notFound: 'ဤစာမျက်နှာ မရှိပါ။',
  backToDashboard: 'ဒက်ရှ်ဘုတ်သို့ ပြန်သွားမည်',
  loading: 'ဖွင့်နေသည်...',
  exportCsv: 'CSV ထုတ်မည်',
  save: 'သိမ်းမည်',
  cancel: 'မလုပ်တော့ပါ',
  saved: 'သိမ်းပြီးပါပြီ။',
  actions: 'လုပ်ဆောင်ချက်',
  yes: 'ဟုတ်',
  no: 'မဟုတ်',
  edit: 'ပြင်မည်',
  delete: 'ဖျက်မည်',
  create: 'အသစ်ထည့်မည်',
  images: { add: 'ပုံတင်မည်', remove: 'ပုံဖယ်မည်' },
}
