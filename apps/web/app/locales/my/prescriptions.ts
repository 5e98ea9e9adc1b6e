import { formatNumber, PRESCRIPTION_MAX_BYTES, PRESCRIPTION_MAX_FILES } from '@kyanma/shared'
import type { prescriptionTexts as english } from '../en/prescriptions.ts'
import type { TextsOf } from '../texts-of.ts'

const mb = formatNumber(PRESCRIPTION_MAX_BYTES / (1024 * 1024), 'my')
const most = formatNumber(PRESCRIPTION_MAX_FILES, 'my')

/**
 * Prescriptions for the shopper in Burmese: 'ဆေးညွှန်း' for the doctor's prescription and
 * 'ဆေးဝါးပညာရှင်' for the pharmacist, as the shop's server messages and product pages say them.
 */
export const prescriptionTexts: TextsOf<typeof english> = {
  title: 'ဆေးညွှန်း',
  pharmacistChecks: 'အော်ဒါကို အတည်မပြုမီ ဆေးညွှန်းတိုင်းကို ကျွန်ုပ်တို့၏ ဆေးဝါးပညာရှင်က စစ်ဆေးပါသည်။',
  hint: `ဆေးညွှန်း တစ်ခုလုံး ပြတ်ပြတ်သားသား မြင်ရအောင် ဓာတ်ပုံရိုက်ပါ သို့မဟုတ် ဓာတ်ပုံ ရွေးပါ (JPEG, PNG သို့မဟုတ် WebP)။ ပုံကြီးများကို မပို့မီ သေးအောင် ပြုလုပ်ပေးပါသည်။`,
  camera: 'ဓာတ်ပုံ ရိုက်မည်',
  choose: 'ဓာတ်ပုံ ရွေးမည်',
  photos: 'ဆေးညွှန်း ဓာတ်ပုံများ',
  photoAlt: (index: number) => `ဆေးညွှန်း ဓာတ်ပုံ ${formatNumber(index, 'my')}`,
  remove: (index: number) => `ဆေးညွှန်း ဓာတ်ပုံ ${formatNumber(index, 'my')} ကို ဖယ်မည်`,
  notImage: 'JPEG, PNG သို့မဟုတ် WebP ဓာတ်ပုံများကိုသာ ရွေးပေးပါ။',
  tooLarge: `ဓာတ်ပုံ တစ်ပုံလျှင် ${mb} MB ထက် မကြီးရပါ။`,
  tooMany: `ဓာတ်ပုံ ${most} ပုံအထိသာ ထည့်နိုင်ပါသည်။`,
  checkout: {
    neededFor: 'အောက်ပါ ဆေးများအတွက် ဆရာဝန်၏ ဆေးညွှန်း လိုအပ်ပါသည် -',
    approvedBefore: 'ဆေးဝါးပညာရှင် ယခင်က အတည်ပြုထားသော ဆေးညွှန်းကို သုံးမည်',
    validUntil: (date: string) => `${date} အထိ သက်တမ်းရှိသည်`,
    sentBefore: 'သို့မဟုတ် ယခင်က ပို့ထားသော ဓာတ်ပုံကို သုံးမည်',
    sentOn: (date: string) => `${date} တွင် ပို့ထားသည်၊ မစစ်ဆေးရသေးပါ`,
    missing: 'ဆေးညွှန်း ဓာတ်ပုံ ထည့်ပေးပါ သို့မဟုတ် ယခင်က ပို့ထားသော ဆေးညွှန်းကို ရွေးပေးပါ။',
    stillUploading: 'ဓာတ်ပုံများ တင်ပြီးသည်အထိ ခဏ စောင့်ပေးပါ။',
  },
  order: {
    AWAITING_UPLOAD: (due: string) =>
      `သင့်ဆေးညွှန်း ဓာတ်ပုံကို စောင့်နေပါသည်။ ${due} မတိုင်မီ တင်ပေးပါ။ မတင်ပါက အော်ဒါကို ပယ်ဖျက်ပါမည်။`,
    WAITING_CHECK: 'ကျွန်ုပ်တို့၏ ဆေးဝါးပညာရှင်က သင့်ဆေးညွှန်းကို စစ်ဆေးနေပါသည်။ အတည်ပြုပြီးသည်နှင့် အကြောင်းကြားပါမည်။',
    APPROVED: 'ကျွန်ုပ်တို့၏ ဆေးဝါးပညာရှင်က သင့်ဆေးညွှန်းကို အတည်ပြုပြီးပါပြီ။',
    refusedTitle: 'ဆေးဝါးပညာရှင်က သင့်ဆေးညွှန်းကို လက်မခံနိုင်ပါ',
    refusedReason: (reason: string) => `အကြောင်းရင်း - ${reason}`,
    REFUSED: (due: string) =>
      `${due} မတိုင်မီ ဓာတ်ပုံအသစ် ပို့ပေးပါ သို့မဟုတ် အော်ဒါကို ပယ်ဖျက်ပါ။ ထိုအချိန်အထိ ဓာတ်ပုံအသစ် မရောက်ပါက အော်ဒါကို ပယ်ဖျက်ပါမည်။`,
    sent: 'ကျေးဇူးတင်ပါသည်။ ဆေးဝါးပညာရှင်က မကြာမီ စစ်ဆေးပေးပါမည်။',
  },
  badge: {
    AWAITING_UPLOAD: 'ဆေးညွှန်း လိုအပ်ဆဲ',
    WAITING_CHECK: 'ဆေးညွှန်း စစ်ဆေးဆဲ',
    REFUSED: 'ဆေးညွှန်း လက်မခံပါ',
  },
  step: 'ဆေးညွှန်း စစ်ဆေးခြင်း',
}
