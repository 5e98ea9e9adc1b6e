import { burmeseDigits } from '@kyanma/shared'
import type { announcements as english } from '../en/announcements.ts'
import type { TextsOf } from '../texts-of.ts'

/** The announcements list and an announcement, in Burmese. */
export const announcements: TextsOf<typeof english> = {
  heading: 'ကြေညာချက်များ',
  subheading: 'Kyanma ဆိုင်မှ သတင်းများ - ဖွင့်ချိန်၊ အထူးအစီအစဉ်များနှင့် ဝန်ဆောင်မှု ပြောင်းလဲမှုများ',
  empty: 'ကြေညာချက် မရှိသေးပါ။',
  loadFailed: 'ကြေညာချက်များကို ပြသ၍ မရပါ။',
  retry: 'ပြန်ကြိုးစားမည်',
  backToList: 'ကြေညာချက်အားလုံး',
  youMayAlsoLike: 'သင့်အတွက် အကြံပြုထားသော ပစ္စည်းများ',
  pager: {
    label: 'ကြေညာချက် စာမျက်နှာများ',
    previous: 'ယခင်စာမျက်နှာ',
    next: 'နောက်စာမျက်နှာ',
    page: (page: number) => `စာမျက်နှာ ${burmeseDigits(String(page))}`,
  },
  meta: {
    description: 'ကျန်းမာရေးဆိုင် Kyanma ၏ ကြေညာချက်များ - အထူးအစီအစဉ်များ၊ ဖွင့်ချိန်နှင့် သတင်းများ။',
  },
}
