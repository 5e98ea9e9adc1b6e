import type { notifications as english } from '../en/notifications.ts'
import type { TextsOf } from '../texts-of.ts'

/** The list the notifications bell opens, in Burmese (the bell's own label is in layout.ts). */
export const notifications: TextsOf<typeof english> = {
  title: 'အသိပေးချက်များ',
  markAllRead: 'အားလုံး ဖတ်ပြီးကြောင်း မှတ်မည်',
  empty: 'အသိပေးချက် မရှိသေးပါ။',
  loadFailed: 'အသိပေးချက်များကို ပြသ၍ မရပါ။',
  retry: 'ပြန်ကြိုးစားမည်',
  loading: 'အသိပေးချက်များ ရယူနေပါသည်…',
  loadingMore: 'နောက်ထပ် ရယူနေပါသည်…',
  loadMore: 'ယခင် အသိပေးချက်များ ပြမည်',
  unread: 'မဖတ်ရသေး',
  delete: (title: string) => `အသိပေးချက် ဖျက်မည် - ${title}`,
  close: 'အသိပေးချက်များ ပိတ်မည်',
}
