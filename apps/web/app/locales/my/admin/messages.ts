import { formatNumber } from '@kyanma/shared'
import type { adminMessages as english } from '#app/locales/en/admin/messages.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'

/** The back office's Contact Us inbox in Burmese. */
export const adminMessages: TextsOf<typeof english> = {
  title: 'ဆက်သွယ်စာများ',
  searchPlaceholder: 'အမည်၊ အီးမေးလ်၊ ဖုန်း သို့မဟုတ် စာသား',
  columns: {
    from: 'ပို့သူ',
    email: 'အီးမေးလ်',
    phone: 'ဖုန်း',
    message: 'စာ',
    received: 'ရောက်သည့်အချိန်',
    handled: 'ဖြေရှင်းပြီး',
  },
  filter: { label: 'ပြရန်', all: 'အားလုံး', open: 'မဖြေရှင်းရသေး', handled: 'ဖြေရှင်းပြီး' },
  read: 'ဖတ်မည်',
  markHandled: 'ဖြေရှင်းပြီးဟု မှတ်မည်',
  notHandled: 'မပြီးသေး',
  handledBy: (name: string, at: string) => `${at} တွင် ${name} ဖြေရှင်းခဲ့သည်`,
  modalTitle: (name: string) => `${name} ထံမှ စာ`,
  close: 'ပိတ်မည်',
  waiting: (count: number) => `ပြန်မဖြေရသေးသော ဆက်သွယ်စာ ${formatNumber(count, 'my')} စောင် ရှိပါသည်။`,
  openInbox: 'စာများ ဖွင့်ကြည့်မည်',
}
