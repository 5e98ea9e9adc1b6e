import type { pages as english } from '../en/pages.ts'
import type { TextsOf } from '../texts-of.ts'

/** Page titles in Burmese, for headings and the browser tab. */
export const pages: TextsOf<typeof english> = {
  home: 'ကျန်းမာရေး ပစ္စည်းဆိုင်',
  products: 'အထူးရွေးချယ်ထားသော ကုန်ပစ္စည်းများ',
  brands: 'အမှတ်တံဆိပ်များ',
  searchResults: 'ရှာဖွေမှု ရလဒ်',
  articles: 'ဆောင်းပါးများ',
  article: 'ဆောင်းပါး',
  announcements: 'ကြေညာချက်များ',
  announcement: 'ကြေညာချက်',
  profile: 'ပရိုဖိုင်',
  favourites: 'နှစ်သက်သော ပစ္စည်းများ',
  checkout: 'ငွေချေရန်',
  order: 'အော်ဒါ',
  about: 'ကျွန်ုပ်တို့အကြောင်း',
  contactUs: 'ဆက်သွယ်ရန်',
  privacyPolicy: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
  deliveryMethod: 'ပို့ဆောင်ပေးပုံ',
  returnPolicy: 'အော်ဒါ ပယ်ဖျက်ခြင်းနှင့် ပစ္စည်းပြန်အပ်ခြင်း မူဝါဒ',
  rewardProgram: 'ပွိုင့်ဆုလာဘ် အစီအစဉ်',
  login: 'အကောင့်ဝင်ရန်',
  register: 'အကောင့်ဖွင့်ရန်',
  forgotPassword: 'စကားဝှက် မေ့နေပါသလား',
  validateSmsCode: 'ဖုန်းနံပါတ် အတည်ပြုရန်',
  resetPassword: 'စကားဝှက် အသစ်သတ်မှတ်ရန်',
  appleCallback: 'အတည်ပြုနေပါသည်...',
  notFound: 'စာမျက်နှာ ရှာမတွေ့ပါ',
}
