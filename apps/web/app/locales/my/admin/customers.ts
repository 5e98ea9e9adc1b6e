import type { adminCustomers as english } from '#app/locales/en/admin/customers.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'

/** The back office's customer screens in Burmese. */
export const adminCustomers: TextsOf<typeof english> = {
  title: 'ဖောက်သည်များ',
  searchPlaceholder: 'အမည်၊ ဖုန်း၊ အီးမေးလ် သို့မဟုတ် ဖောက်သည် ID',
  columns: {
    id: 'ID',
    name: 'အမည်',
    phone: 'ဖုန်း',
    email: 'အီးမေးလ်',
    level: 'အဆင့်',
    points: 'ပွိုင့်',
    orders: 'အော်ဒါ',
    joinedAt: 'အသင်းဝင်ရက်',
  },
  // A file name staff open in a spreadsheet: kept in Latin like the other exports.
  exportFile: 'customers.csv',
  back: 'ဖောက်သည်အားလုံး',
  profile: {
    phone: 'ဖုန်း',
    email: 'အီးမေးလ်',
    joinedAt: 'အသင်းဝင်ရက်',
    referralCode: 'မိတ်ဆက်ကုဒ်',
    referredBy: 'မိတ်ဆက်သူ',
    nobody: 'မရှိ',
    points: 'ပွိုင့်',
    level: 'အဆင့်',
    nextLevel: (points: string, level: string) => `နောက်ထပ် ${points} ပွိုင့်ဖြင့် ${level} အဆင့်သို့ ရောက်မည်`,
    topLevel: 'အမြင့်ဆုံးအဆင့်',
    orders: 'အော်ဒါ',
  },
  tabs: { orders: 'အော်ဒါများ', points: 'ပွိုင့် မှတ်တမ်း' },
  orderColumns: {
    voucherNo: 'ဘောက်ချာ နံပါတ်',
    createdAt: 'မှာသည့်အချိန်',
    status: 'အခြေအနေ',
    paymentType: 'ငွေပေးချေမှု',
    total: 'စုစုပေါင်း',
  },
  ledgerColumns: {
    createdAt: 'ရက်စွဲ',
    points: 'ပွိုင့်',
    kind: 'အမျိုးအစား',
    reference: 'ကိုးကားချက်',
    note: 'မှတ်ချက်',
  },
  searchOrders: 'ဘောက်ချာ နံပါတ်',
  searchLedger: 'မှတ်ချက်',
  notFound: 'ဤဖောက်သည် မရှိပါ။',
  adjust: {
    open: 'ပွိုင့် ချိန်ညှိမည်',
    title: 'ပွိုင့် ချိန်ညှိရန်',
    points: 'ပွိုင့်',
    pointsHint: 'ပေါင်းထည့်ရန် အပေါင်းကိန်း၊ နုတ်ရန် အနုတ်ကိန်း (-) ရိုက်ပါ။ လက်ကျန်သည် ၀ အောက် မရောက်ပါ။',
    reason: 'အကြောင်းပြချက်',
    reasonHint: 'ဖောက်သည်သည် ၎င်း၏ ပွိုင့်မှတ်တမ်းနှင့် အသိပေးချက်တွင် မြင်ရပါမည်။',
    submit: 'ချိန်ညှိမည်',
    balance: (points: string) => `လက်ရှိ လက်ကျန် - ${points} ပွိုင့်`,
  },
}
