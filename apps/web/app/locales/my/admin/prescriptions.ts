import { formatNumber } from '@kyanma/shared'
import type { adminPrescriptions as english } from '#app/locales/en/admin/prescriptions.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'

/** The pharmacist's screens in Burmese: the queue, one prescription's check, its card on an order. */
export const adminPrescriptions: TextsOf<typeof english> = {
  title: 'ဆေးညွှန်းများ',
  searchPlaceholder: 'ဘောက်ချာနံပါတ်၊ ဖောက်သည်အမည် သို့မဟုတ် ဖုန်း',
  filter: {
    label: 'ပြသရန်',
    check: 'စစ်ဆေးရန်',
    refused: 'ငြင်းပယ်ပြီး',
    upload: 'ပုံ စောင့်နေသည်',
    approved: 'အတည်ပြုပြီး',
  },
  statuses: {
    WAITING_CHECK: 'စစ်ဆေးရန်',
    REFUSED: 'ငြင်းပယ်ပြီး',
    AWAITING_UPLOAD: 'ပုံ စောင့်နေသည်',
    APPROVED: 'အတည်ပြုပြီး',
  },
  columns: {
    voucherNo: 'ဘောက်ချာနံပါတ်',
    customer: 'ဖောက်သည်',
    placedAt: 'မှာယူချိန်',
    items: 'ဆေးညွှန်း လိုသော ဆေးများ',
    images: 'ပုံများ',
    due: 'ပုံမရောက်လျှင် ပယ်ဖျက်မည့်အချိန်',
    reason: 'အကြောင်းရင်း',
  },
  item: (name: string, qty: string) => `${name}\u00a0-\u00a0${qty}\u00a0ခု`,
  imageCount: (count: number) => `ပုံ ${formatNumber(count, 'my')} ပုံ`,
  noImages: 'ပုံ မရှိသေးပါ',
  check: 'စစ်ဆေးမည်',
  view: 'ကြည့်မည်',
  waiting: (count: number) => `စစ်ဆေးရန် ဆေးညွှန်း ${formatNumber(count, 'my')} ခု ရှိပါသည်။`,
  openList: 'ဆေးညွှန်းများကို ဖွင့်မည်',
  review: {
    title: (voucherNo: string) => `အော်ဒါ ${voucherNo} ၏ ဆေးညွှန်း`,
    back: 'ဆေးညွှန်းအားလုံး',
    backToOrder: 'အော်ဒါသို့ ပြန်သွားမည်',
    openOrder: 'အော်ဒါကို ဖွင့်မည်',
    placedOn: (date: string) => `${date} တွင် မှာယူထားသည်`,
    medicines: 'ဆေးညွှန်း လိုအပ်သော ဆေးများ',
    images: 'ဆေးညွှန်း ပုံများ',
    imageAlt: (n: number) => `ဆေးညွှန်း ${formatNumber(n, 'my')}`,
    approvedBefore: (name: string, validUntil: string) =>
      `ယခင်က ${name} အတည်ပြုထားသည်၊ ${validUntil} အထိ သက်တမ်းရှိသည်`,
    refusedImage: 'ငြင်းပယ်ထားသည်',
    notFound: 'ဤအော်ဒါ မရှိပါ။',
    loadFailed: 'ဤဆေးညွှန်းကို ဖွင့်၍ မရပါ။',
    noPrescription: 'ဤအော်ဒါအတွက် ဆေးညွှန်း မလိုပါ။',
  },
  approve: {
    title: 'အတည်ပြုရန်',
    validUntil: 'သက်တမ်းကုန်ရက်',
    validHint: 'ဤရက်အထိ ဖောက်သည်က ဤဆေးညွှန်းကို ထပ်မံ အသုံးပြုနိုင်ပါသည်။',
    reusedHint: 'ယခင်က အတည်ပြုထားသော ပုံသည် ထိုစဉ်က သတ်မှတ်ခဲ့သော ရက်အတိုင်း ရှိနေပါမည်။',
    quickLabel: 'သက်တမ်း',
    periods: { 7: '၇ ရက်', 30: '၃၀ ရက်', 90: '၉၀ ရက်', 180: '၁၈၀ ရက်', 365: '၁ နှစ်' },
    submit: 'ဆေးညွှန်းကို အတည်ပြုမည်',
    done: 'ဆေးညွှန်းကို အတည်ပြုပြီးပါပြီ။ ဖောက်သည်ထံ အကြောင်းကြားပြီးပါပြီ။',
  },
  refuse: {
    title: 'ငြင်းပယ်ရန်',
    reason: 'အကြောင်းရင်း (ဖောက်သည် ဖတ်ရမည်)',
    quickLabel: 'အဖြစ်များသော အကြောင်းရင်းများ',
    reasons: {
      unreadable: 'ဓာတ်ပုံကို ဖတ်၍ မရပါ။',
      expired: 'ဆေးညွှန်း သက်တမ်း ကုန်နေပါပြီ။',
      notListed: 'မှာယူထားသော ဆေးသည် ဆေးညွှန်းတွင် မပါပါ။',
      noPatient: 'ဆေးညွှန်းတွင် လူနာအမည် မပါပါ။',
    },
    reasonNames: {
      unreadable: 'ဓာတ်ပုံ မရှင်း',
      expired: 'သက်တမ်းကုန်',
      notListed: 'ဆေးညွှန်းတွင် မပါ',
      noPatient: 'လူနာအမည် မပါ',
    },
    submit: 'ဆေးညွှန်းကို ငြင်းပယ်မည်',
    done: 'ဆေးညွှန်းကို ငြင်းပယ်ပြီးပါပြီ။ ဖောက်သည်ထံ အကြောင်းကြားပြီးပါပြီ။',
  },
  outcome: {
    reviewedBy: (name: string, at: string) => `${at} တွင် ${name} က ဆုံးဖြတ်ခဲ့သည်`,
    reason: (reason: string) => `အကြောင်းရင်း - ${reason}`,
    dueBy: (at: string) => `ဖောက်သည်က ပုံ မပို့လျှင် ${at} တွင် အော်ဒါကို ပယ်ဖျက်ပါမည်။`,
    waitingUpload: 'ဖောက်သည်က ပုံ မပို့ရသေးပါ။',
  },
  card: {
    title: 'ဆေးညွှန်း',
    check: 'ဆေးညွှန်းကို စစ်ဆေးမည်',
  },
}
