import { formatNumber } from '@kyanma/shared'
import type { adminReviews as english } from '#app/locales/en/admin/reviews.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'

/** The back office's list of customers' reviews in Burmese. */
export const adminReviews: TextsOf<typeof english> = {
  title: 'သုံးသပ်ချက်များ',
  searchPlaceholder: 'သုံးသပ်ချက်စာ၊ ကုန်ပစ္စည်း သို့မဟုတ် ဖောက်သည်',
  columns: {
    product: 'ကုန်ပစ္စည်း',
    customer: 'ဖောက်သည်',
    stars: 'ကြယ်',
    review: 'သုံးသပ်ချက်',
    written: 'ရေးသည့်ရက်',
    shown: 'ပြသမှု',
  },
  filter: { label: 'ပြရန်', all: 'အားလုံး', visible: 'ပြထားသည်', hidden: 'ဝှက်ထားသည်' },
  stars: (stars: number) => `${formatNumber(stars, 'my')} / ${formatNumber(10, 'my')}`,
  visible: 'ပြထားသည်',
  hiddenBecause: (reason: string) => `ဝှက်ထားသည် - ${reason}`,
  hiddenBy: (name: string, at: string) => `${at} တွင် ${name} ဝှက်ခဲ့သည်`,
  hide: 'ဝှက်မည်',
  unhide: 'ပြန်ပြမည်',
  hideTitle: 'ဤသုံးသပ်ချက်ကို ဝှက်ရန်',
  hideIntro:
    'ဝှက်ထားသော သုံးသပ်ချက်သည် ကုန်ပစ္စည်းစာမျက်နှာနှင့် ပျမ်းမျှအမှတ်တွင် မပါတော့ပါ။ ရေးသူကမူ ဆက်မြင်ရပါမည်။ အကြောင်းပြချက်ကို audit log (လုပ်ဆောင်ချက် မှတ်တမ်း) တွင် သိမ်းထားပါမည်။',
  oneProduct: 'ကုန်ပစ္စည်းတစ်ခု၏ သုံးသပ်ချက်များသာ။',
  showAll: 'သုံးသပ်ချက်အားလုံး ပြမည်',
  reason: 'အကြောင်းပြချက်',
  reasonHint: 'ဥပမာ - ကိုယ်ရေးအချက်အလက်၊ ဆဲဆိုစော်ကားမှု သို့မဟုတ် အခြားကုန်ပစ္စည်းအကြောင်း။',
}
