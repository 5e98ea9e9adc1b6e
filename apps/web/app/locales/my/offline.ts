import type { offline as englishOffline, offlineSupport as englishSupport } from '../en/offline.ts'
import type { TextsOf } from '../texts-of.ts'

/** The connection banner and the new-version prompt, in Burmese. */
export const offline: TextsOf<typeof englishOffline> = {
  banner: {
    offline: 'အင်တာနက် မရှိပါ။ ဖွင့်ဖူးသော စာမျက်နှာများကို ဆက်ကြည့်နိုင်ပါသည်။',
    online: 'အင်တာနက် ပြန်ရပါပြီ။',
  },
  update: {
    message: 'Kyanma ဗားရှင်းအသစ် ရပါပြီ။',
    refresh: 'ပြန်ဖွင့်မည်',
    later: 'နောက်မှ',
  },
}

/** The offline page and the installed app's names, in Burmese. */
export const offlineSupport: TextsOf<typeof englishSupport> = {
  page: {
    title: 'အင်တာနက် မရှိပါ - Kyanma',
    heading: 'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ',
    body: 'ဤစာမျက်နှာကို ဖုန်းထဲတွင် မသိမ်းရသေးပါ။ ယခင်က ဖွင့်ဖူးသော စာမျက်နှာများကိုမူ ဆက်ကြည့်နိုင်ပါသည်။ လိုင်းပြန်ရလျှင် ထပ်ကြိုးစားပါ။',
    tryAgain: 'ထပ်ကြိုးစားမည်',
    home: 'ပင်မစာမျက်နှာသို့ သွားမည်',
  },
  app: {
    name: 'Kyanma - ကျန်းမာရေးဆိုင်',
    shortName: 'Kyanma',
    description: 'ကျန်းမာရေးဆိုင်ရာ ပစ္စည်းများကို မြန်မာတစ်နိုင်ငံလုံးသို့ ပို့ဆောင်ပေးပါသည်',
    shortcuts: { shop: 'ဈေးဝယ်ရန်', orders: 'ကျွန်ုပ်၏ အော်ဒါများ', points: 'ကျွန်ုပ်၏ ပွိုင့်များ' },
  },
}
