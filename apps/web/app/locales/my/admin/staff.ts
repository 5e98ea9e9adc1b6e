import type { adminStaff as english } from '#app/locales/en/admin/staff.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'

/** The back office's staff accounts (admins only) in Burmese. */
export const adminStaff: TextsOf<typeof english> = {
  title: 'ဝန်ထမ်းအကောင့်များ',
  searchPlaceholder: 'အမည် သို့မဟုတ် အီးမေးလ်',
  add: 'ဝန်ထမ်း ထည့်မည်',
  columns: {
    displayName: 'အမည်',
    email: 'အီးမေးလ်',
    role: 'ရာထူး',
    status: 'အခြေအနေ',
    createdAt: 'ဖွင့်သည့်ရက်',
  },
  you: '(သင်)',
  active: 'အသုံးပြုနေ',
  disabled: 'ပိတ်ထား',
  form: {
    addTitle: 'ဝန်ထမ်းအကောင့် ထည့်ရန်',
    editTitle: (name: string) => `${name} ကို ပြင်ရန်`,
    displayName: 'အမည်',
    email: 'အီးမေးလ်',
    password: 'စကားဝှက်',
    passwordHint: 'အနည်းဆုံး စာလုံး ၁၂ လုံး။ သက်ဆိုင်သူထံ သီးသန့် ပေးပါ။',
    role: 'ရာထူး',
    disabled: 'ပိတ်ထားမည် (အကောင့်ဝင်၍ မရတော့ဘဲ ဝင်ထားသည်များလည်း ချက်ချင်း ထွက်သွားမည်)',
    ownAccount: 'မိမိအကောင့်ကို ကိုယ်တိုင် ပိတ်၍ မရပါ။ မိမိ၏ အက်ဒမင် ရာထူးကိုလည်း ဖြုတ်၍ မရပါ။',
  },
}
