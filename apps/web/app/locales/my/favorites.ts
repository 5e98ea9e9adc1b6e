import { burmeseDigits } from '@kyanma/shared'
import type { favorites as english } from '../en/favorites.ts'
import type { TextsOf } from '../texts-of.ts'

/** The favourites list (/favourites and the profile's tab) in Burmese. */
export const favorites: TextsOf<typeof english> = {
  title: 'နှစ်သက်သော ပစ္စည်းများ',
  intro: 'နှလုံးပုံကို နှိပ်၍ မှတ်ထားသော ကုန်ပစ္စည်းများ။',
  searchLabel: 'နှစ်သက်သော ပစ္စည်းများထဲတွင် ရှာရန်',
  searchPlaceholder: 'နှစ်သက်သော ပစ္စည်းများထဲတွင် ရှာရန်',
  empty: 'နှစ်သက်သော ပစ္စည်း မရှိသေးပါ။ ကုန်ပစ္စည်းပေါ်ရှိ နှလုံးပုံကို နှိပ်ပြီး ဤနေရာတွင် သိမ်းထားနိုင်ပါသည်။',
  noMatch: (search: string) => `"${search}" နှင့် ကိုက်ညီသော နှစ်သက်သည့် ပစ္စည်း မရှိပါ။`,
  browse: 'ဆက်လက် ဈေးဝယ်မည်',
  loadFailed: 'နှစ်သက်သော ပစ္စည်းများကို ပြသ၍ မရပါ။',
  retry: 'ပြန်ကြိုးစားမည်',
  previous: 'ယခင်',
  next: 'နောက်သို့',
  page: (page: number, pages: number) =>
    `စာမျက်နှာ ${burmeseDigits(String(page))} / ${burmeseDigits(String(pages))}`,
  meta: 'Kyanma ရှိ သင်နှစ်သက်သော ကျန်းမာရေး ပစ္စည်းများ။',
}
