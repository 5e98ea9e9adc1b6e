import { burmeseDigits, formatNumber } from '@kyanma/shared'
import type { layout as english } from '../en/layout.ts'
import type { TextsOf } from '../texts-of.ts'

/** The frame around every page, in Burmese: top bar, header, category bar, footer, error pages. */
export const layout: TextsOf<typeof english> = {
  shopName: 'Kyanma',
  tagline: 'ကျန်းမာရေးဆိုင်ရာ ပစ္စည်းများကို မြန်မာတစ်နိုင်ငံလုံးသို့ ပို့ဆောင်ပေးပါသည်',
  topBar: {
    welcome: 'သင့်ကျန်းမာရေးဆိုင် Kyanma မှ ကြိုဆိုပါသည်',
    signIn: 'အကောင့်ဝင်မည်',
    profile: 'ပရိုဖိုင်',
    logout: 'အကောင့်ထွက်မည်',
  },
  header: {
    searchPlaceholder: 'ကုန်ပစ္စည်း၊ အမှတ်တံဆိပ်နှင့် ဆောင်းပါးများ ရှာရန်',
    searchLabel: 'ဆိုင်တွင် ရှာဖွေရန်',
    showSearch: 'ရှာဖွေရန် ဖွင့်မည်',
    openMenu: 'မီနူး ဖွင့်မည်',
    menuTitle: 'မီနူး',
    notifications: (unread: number) =>
      unread > 0 ? `အသိပေးချက်များ၊ မဖတ်ရသေးသည် ${formatNumber(unread, 'my')} ခု` : 'အသိပေးချက်များ',
    nav: { home: 'ပင်မစာမျက်နှာ', shop: 'ဈေးဝယ်ရန်', articles: 'ဆောင်းပါးများ' },
  },
  categoryBar: {
    label: 'အမျိုးအစားများ',
    brands: 'အမှတ်တံဆိပ်များ',
    book: 'စာအုပ်',
    cosmetic: 'အလှကုန်',
    grocery: 'ကုန်စုံ',
    medicine: 'ဆေးဝါး',
    medicalSupplies: 'ဆေးဘက်ဆိုင်ရာ ပစ္စည်းများ',
    skincare: 'အသားအရေ ထိန်းသိမ်းရေး',
    supplements: 'ဖြည့်စွက်စာ',
  },
  footer: {
    contactTitle: 'ဆက်သွယ်ရန်',
    popularCategories: 'လူကြိုက်အများဆုံး အမျိုးအစားများ',
    customerService: 'ဖောက်သည် ဝန်ဆောင်မှု',
    getTheApp: 'Kyanma အက်ပ်ကို ရယူပါ',
    // The store names stay as Apple and Google print them on their Burmese badges.
    appStore: { small: 'ဒေါင်းလုဒ်ရယူရန်', big: 'App Store' },
    googlePlay: { small: 'ရယူရန်', big: 'Google Play' },
    links: {
      about: 'ကျွန်ုပ်တို့အကြောင်း',
      contactUs: 'ဆက်သွယ်ရန်',
      deliveryMethod: 'ပို့ဆောင်ပေးပုံ',
      returnPolicy: 'အော်ဒါ ပယ်ဖျက်ခြင်းနှင့် ပစ္စည်းပြန်အပ်ခြင်း မူဝါဒ',
      privacyPolicy: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
      rewardProgram: 'ပွိုင့်ဆုလာဘ် အစီအစဉ်',
    },
    // A year is not an amount: Myanmar digits without a thousands separator.
    copyright: (year: number) => `© ${burmeseDigits(String(year))} Kyanma။ မူပိုင်ခွင့် အားလုံး ရယူထားပါသည်။`,
  },
  /** The switch in the header and the phone menu; each language is named in its own script. */
  languageSwitch: {
    label: 'ဘာသာစကား',
    switchTo: (name: string) => `ဤစာမျက်နှာကို ${name} ဘာသာဖြင့် ဖတ်ရန်`,
    names: { en: 'English', my: 'မြန်မာ' },
  },
  /** What a screen reader says of a page's spinner. */
  loading: 'ခဏစောင့်ပါ',
  notFound: { title: 'စာမျက်နှာ ရှာမတွေ့ပါ...', action: 'ပင်မစာမျက်နှာသို့ သွားမည်' },
  errorFallback: {
    title: 'တောင်းပန်ပါသည်။ တစ်ခုခု မှားယွင်းသွားပါသည်။',
    action: 'ပင်မစာမျက်နှာသို့ သွားမည်',
  },
}
