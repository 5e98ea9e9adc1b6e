import { formatNumber, messagesMy } from '@kyanma/shared'
import type { auth as english } from '../en/auth.ts'
import type { TextsOf } from '../texts-of.ts'

/**
 * Sign-in, sign-up and password recovery in Burmese. 'အကောင့်ဝင်မည်' and 'အကောင့်ဖွင့်မည်' are
 * the buttons Myanmar apps show; "SMS" stays in Latin letters, as people say it.
 */
export const auth: TextsOf<typeof english> = {
  backToHome: 'ပင်မစာမျက်နှာသို့ ပြန်သွားမည်',
  // The shared catalogue's words, as in English: one wording wherever the shop says them.
  loginSuccessful: messagesMy.loginSuccessful,
  registerSuccessful: messagesMy.registerSuccessful,
  invalidInput: messagesMy.invalidInput,
  meta: {
    login:
      'ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်ဖြင့် Kyanma သို့ အကောင့်ဝင်ပြီး အော်ဒါမှာယူခြင်း၊ နှစ်သက်သော ပစ္စည်းများ သိမ်းခြင်းနှင့် ပွိုင့်စုခြင်းတို့ ပြုလုပ်နိုင်ပါသည်။',
    register: 'Kyanma အကောင့်ဖွင့်ပြီး ကျန်းမာရေးဆိုင်ရာ ကုန်ပစ္စည်းများ မှာယူကာ ဆုလာဘ်ပွိုင့်များ ရယူပါ။',
    forgotPassword: 'Kyanma စကားဝှက် မေ့သွားပါသလား။ SMS ဖြင့် ကုဒ်ရယူပြီး စကားဝှက်အသစ် သတ်မှတ်ပါ။',
    validateSmsCode: 'သင့်ဖုန်းသို့ SMS ဖြင့် ပို့ထားသော ဂဏန်း ၆ လုံးပါ ကုဒ်ကို ထည့်ပါ။',
    resetPassword: 'Kyanma အကောင့်အတွက် စကားဝှက်အသစ် သတ်မှတ်ပါ။',
  },
  login: {
    title: 'အကောင့်ဝင်ရန်',
    intro: 'ပြန်လည် ကြိုဆိုပါသည်။ ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်ဖြင့် အကောင့်ဝင်ပါ။',
    user: 'ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်',
    userHint: 'အီးမေးလ် သို့မဟုတ် အကောင့်ဖွင့်စဉ်က သုံးခဲ့သော ဖုန်းနံပါတ်',
    userPlaceholder: '09xxxxxxxxx သို့မဟုတ် you@example.com',
    password: 'စကားဝှက်',
    rememberMe: 'ဆက်၍ အကောင့်ဝင်ထားမည်',
    forgotPassword: 'စကားဝှက် မေ့နေပါသလား',
    submit: 'အကောင့်ဝင်မည်',
    noAccount: 'Kyanma တွင် အကောင့် မရှိသေးပါသလား။',
    signUp: 'အကောင့်ဖွင့်မည်',
  },
  register: {
    title: 'အကောင့်ဖွင့်ရန်',
    intro: 'အော်ဒါမှာယူရန်နှင့် ပွိုင့်စုရန် အကောင့်ဖွင့်ပါ။',
    phoneNumber: 'ဖုန်းနံပါတ်',
    phonePlaceholder: '09xxxxxxxxx',
    displayName: 'အမည်',
    email: 'အီးမေးလ်',
    emailPlaceholder: 'you@example.com',
    password: 'စကားဝှက်',
    confirmPassword: 'စကားဝှက် အတည်ပြုရန်',
    passwordHint: 'စာလုံး ၆ လုံးမှ ၁၆ လုံးအထိ',
    referralCode: 'မိတ်ဆက်ကုဒ်',
    referralHint: 'မဖြည့်လည်း ရပါသည် - သင့်ကို ဖိတ်ခေါ်သော သူငယ်ချင်း၏ ကုဒ်',
    submit: 'အကောင့်ဖွင့်မည်',
    haveAccount: 'အကောင့် ရှိပြီးသားလား။',
    login: 'အကောင့်ဝင်မည်',
  },
  forgotPassword: {
    title: 'စကားဝှက် မေ့နေပါသလား',
    intro: 'သင့်အကောင့်၏ ဖုန်းနံပါတ်ကို ထည့်ပါ။ ဂဏန်း ၆ လုံးပါ ကုဒ်ကို SMS ဖြင့် ပို့ပေးပါမည်။',
    phoneNumber: 'ဖုန်းနံပါတ်',
    phonePlaceholder: '09xxxxxxxxx',
    submit: 'စကားဝှက် ပြန်သတ်မှတ်ရန် တောင်းဆိုမည်',
    backToLogin: 'အကောင့်ဝင်ရန် ပြန်သွားမည်',
  },
  smsCode: {
    title: 'SMS ကုဒ် ထည့်ပါ',
    intro: (phone: string) => `${phone} သို့ ဂဏန်း ၆ လုံးပါ ကုဒ် ပို့ထားပါသည်။`,
    label: 'SMS ကုဒ်',
    digit: (position: number, total: number) =>
      `ဂဏန်း ${formatNumber(total, 'my')} လုံးအနက် ${formatNumber(position, 'my')} လုံးမြောက်`,
    submit: 'အတည်ပြုမည်',
    wait: 'ခေတ္တစောင့်ပေးပါ',
    resend: 'ဖုန်းနံပါတ် အတည်ပြုမည်',
    noCode: 'ကုဒ် မရရှိပါသလား။',
  },
  resetPassword: {
    title: 'စကားဝှက် အသစ်သတ်မှတ်ရန်',
    intro: 'သင့်အကောင့်အတွက် စကားဝှက်အသစ် သတ်မှတ်ပါ။',
    newPassword: 'စကားဝှက်အသစ်',
    confirmPassword: 'စကားဝှက်အသစ် အတည်ပြုရန်',
    passwordHint: 'စာလုံး ၆ လုံးမှ ၁၆ လုံးအထိ',
    submit: 'အတည်ပြုပြီး စကားဝှက် ပြောင်းမည်',
  },
}
