import { formatNumber } from '@kyanma/shared'
import type { profile as english } from '../en/profile.ts'
import type { TextsOf } from '../texts-of.ts'

/**
 * The profile page in Burmese: tabs, the customer's card, personal information and the
 * change-password form.
 */
export const profile: TextsOf<typeof english> = {
  meta: 'သင်၏ Kyanma ပရိုဖိုင် - ကိုယ်ရေးအချက်အလက်၊ သိမ်းထားသော လိပ်စာများ၊ ပွိုင့်နှင့် နှစ်သက်သော ပစ္စည်းများ။',
  loadFailed: 'သင့်ပရိုဖိုင်ကို ဖွင့်၍ မရပါ။',
  retry: 'ထပ်ကြိုးစားမည်',
  tabs: {
    label: 'ပရိုဖိုင် အပိုင်းများ',
    profile: 'ပရိုဖိုင်',
    orders: 'အော်ဒါ မှတ်တမ်း',
    favorites: 'နှစ်သက်သော ပစ္စည်းများ',
    points: 'ပွိုင့် မှတ်တမ်း',
  },
  card: {
    avatarAlt: (name: string) => `${name} ၏ ပရိုဖိုင်ပုံ`,
    defaultAvatar: 'ပရိုဖိုင်ပုံ မထည့်ရသေးပါ',
    referralCode: 'မိတ်ဆက်ကုဒ်',
    // Latin digits on purpose: a friend types this id into the Transfer Points field.
    customerId: (id: number) => `ဖောက်သည် ID - ${id}`,
    copy: 'ကူးမည်',
    copied: 'ကူးပြီးပါပြီ',
    showQr: 'မိတ်ဆက် QR ကုဒ်ကို ချဲ့ကြည့်မည်',
    qrAlt: 'မိတ်ဆက် QR ကုဒ်',
    qrTitle: 'သင်၏ မိတ်ဆက် QR ကုဒ်',
    qrHint: 'သူငယ်ချင်းက ဤကုဒ်ကို စကင်ဖတ်၍ သင့်ထံ ပွိုင့် ပို့နိုင်ပါသည်။',
    points: 'ပွိုင့်',
    level: 'အဆင့်',
    toNextLevel: (points: number, next: string) =>
      `${next} အဆင့်သို့ ရောက်ရန် နောက်ထပ် ${formatNumber(points, 'my')} ပွိုင့် လိုပါသည်`,
    topLevel: 'အမြင့်ဆုံးအဆင့်သို့ ရောက်ရှိပါပြီ။ ကျေးဇူးတင်ပါသည်။',
    progressLabel: 'နောက်အဆင့်သို့ ရောက်ရန် တိုးတက်မှု',
  },
  personalInfo: {
    title: 'ကိုယ်ရေး အချက်အလက်',
    name: 'အမည်',
    phone: 'ဖုန်းနံပါတ်',
    phonePlaceholder: '09xxxxxxxxx',
    email: 'အီးမေးလ်',
    emailPlaceholder: 'you@example.com',
    submit: 'ပြောင်းလဲမှုများ သိမ်းမည်',
    updated: 'သင့်ပရိုဖိုင်ကို ပြင်ဆင်ပြီးပါပြီ။',
  },
  changePassword: {
    title: 'စကားဝှက် ပြောင်းရန်',
    intro: 'စကားဝှက် ပြောင်းလိုက်သည်နှင့် အခြားစက်များမှ အကောင့် အလိုအလျောက် ထွက်သွားပါမည်။',
    current: 'လက်ရှိ စကားဝှက်',
    new: 'စကားဝှက်အသစ်',
    confirm: 'စကားဝှက်အသစ် အတည်ပြုရန်',
    hint: 'စာလုံး ၆ လုံးမှ ၁၆ လုံးအထိ',
    submit: 'စကားဝှက် ပြောင်းမည်',
    changed: 'စကားဝှက် ပြောင်းပြီးပါပြီ။',
  },
}
