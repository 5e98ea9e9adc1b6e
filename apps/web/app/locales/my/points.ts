import {
  formatKs,
  formatNumber,
  KS_PER_EARNED_POINT,
  MAX_TRANSFER_NOTE_LENGTH,
} from '@kyanma/shared'
import type { pointTexts as english } from '../en/points.ts'
import type { TextsOf } from '../texts-of.ts'

/** Burmese has no plural: one form, the count in Myanmar digits. */
const points = (count: number) => `${formatNumber(count, 'my')} ပွိုင့်`

/** The Point History tab, the Transfer Points dialog and its QR scanner in Burmese. */
export const pointTexts: TextsOf<typeof english> = {
  summary: {
    title: 'သင့်ပွိုင့်များ',
    transfer: 'ပွိုင့် လွှဲမည်',
    inviteLink: 'ဖိတ်ခေါ်လင့်ခ် ကူးမည်',
    inviteCopied: 'ဖိတ်ခေါ်လင့်ခ် ကူးပြီးပါပြီ',
    inviteHint: 'သင့်လင့်ခ် သို့မဟုတ် ကုဒ်ဖြင့် သူငယ်ချင်းများ အကောင့်ဖွင့်ပါက သင် ပွိုင့် ရရှိပါမည်။',
  },
  history: {
    title: 'ပွိုင့် မှတ်တမ်း',
    received: 'ရရှိ',
    used: 'အသုံးပြု',
    filterLabel: 'ပြသရန်',
    filters: { all: 'အားလုံး', received: 'ရရှိ', used: 'အသုံးပြု' },
    from: 'စတင်ရက်',
    to: 'ပြီးဆုံးရက်',
    clearDates: 'ရက်စွဲများ ဖယ်ရှားမည်',
    endBeforeStart: 'ပြီးဆုံးရက်သည် စတင်ရက်မတိုင်မီ ဖြစ်နေပါသည်။',
    signed: (type: 'IN' | 'OUT', count: number) =>
      `${type === 'IN' ? '+' : '-'}${formatNumber(count, 'my')}`,
    pointsLabel: (type: 'IN' | 'OUT', count: number) =>
      `${points(count)} ${type === 'IN' ? 'ရရှိခဲ့သည်' : 'အသုံးပြုခဲ့သည်'}`,
    // The English text writes the rate out; here it comes from the rule itself.
    empty: `ပွိုင့် မရှိသေးပါ။ ပို့ဆောင်ပြီးသော အော်ဒါ၏ ${formatKs(KS_PER_EARNED_POINT, 'my')} တိုင်းအတွက် ၁ ပွိုင့် ရရှိပါမည်။`,
    noMatch: 'ဤစစ်ထုတ်မှုများနှင့် ကိုက်ညီသော မှတ်တမ်း မရှိပါ။',
    loadFailed: 'သင့်ပွိုင့် မှတ်တမ်းကို ဖွင့်၍ မရပါ။',
    retry: 'ထပ်ကြိုးစားမည်',
    loading: 'ဖွင့်နေပါသည်',
    pages: 'ပွိုင့် မှတ်တမ်း စာမျက်နှာများ',
    previous: 'ယခင်',
    next: 'နောက်',
    page: (page: number, pages: number) =>
      `စာမျက်နှာ ${formatNumber(page, 'my')} / ${formatNumber(pages, 'my')}`,
  },
  transfer: {
    title: 'ပွိုင့် လွှဲရန်',
    toCustomer: 'လက်ခံမည့် ဖောက်သည်',
    toCustomerHint: 'ထိုဖောက်သည်၏ မိတ်ဆက် QR ကုဒ်ပေါ်ရှိ ဖောက်သည် ID',
    toCustomerPlaceholder: 'ဖောက်သည် ID',
    scan: 'QR ကုဒ် စကင်ဖတ်မည်',
    points: 'ပွိုင့်',
    balance: (count: number) => `သင့်တွင် ${points(count)} ရှိပါသည်`,
    note: 'မှတ်ချက်',
    notePlaceholder: 'မဖြည့်လည်း ရပါသည်။ နှစ်ဦးစလုံး မြင်ရပါမည်',
    noteMax: MAX_TRANSFER_NOTE_LENGTH,
    submit: 'လွှဲမည်',
    cancel: 'မလုပ်တော့ပါ',
    toCustomerRequired: 'လက်ခံမည့် ဖောက်သည် ID ထည့်ရန် လိုအပ်ပါသည်',
    toSelf: 'မိမိကိုယ်တိုင်ထံ ပွိုင့် လွှဲ၍ မရပါ။',
    pointsNotEnough: 'သင့်လက်ရှိ ပွိုင့် မလုံလောက်ပါ။',
    done: 'သင့်ပရိုဖိုင်ကို ပြင်ဆင်ပြီးပါပြီ။',
  },
  scanner: {
    title: 'QR ကုဒ် စကင်ဖတ်ရန်',
    hint: 'ကင်မရာကို သူငယ်ချင်း၏ မိတ်ဆက် QR ကုဒ်ဆီ ချိန်ပါ။',
    starting: 'ကင်မရာ ဖွင့်နေပါသည်',
    stop: 'ID ကို ရိုက်ထည့်မည်',
    video: 'ကင်မရာ မြင်ကွင်း',
    noCamera: 'ကင်မရာ မရှိပါ။ ဖောက်သည် ID ကို ရိုက်ထည့်ပါ။',
    cameraFailed: 'ကင်မရာ ဖွင့်၍ မရပါ။ ဖောက်သည် ID ကို ရိုက်ထည့်ပါ။',
    timedOut: 'QR ကုဒ်ကို ဖတ်၍ မရပါ။ ဖောက်သည် ID ကို ရိုက်ထည့်ပါ သို့မဟုတ် ထပ်မံ စကင်ဖတ်ပါ။',
  },
  levelNames: {
    Member: 'အဖွဲ့ဝင်',
    Silver: 'ငွေ',
    Gold: 'ရွှေ',
    Platinum: 'ပလက်တီနမ်',
  },
}
