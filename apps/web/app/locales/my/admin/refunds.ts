import { formatNumber } from '@kyanma/shared'
import type { adminRefunds as english } from '#app/locales/en/admin/refunds.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'

/** The back office's money to give back, in Burmese. */
export const adminRefunds: TextsOf<typeof english> = {
  title: 'ငွေပြန်အမ်းရန်',
  searchPlaceholder: 'ဘောက်ချာနံပါတ်၊ ဖောက်သည်အမည် သို့မဟုတ် ဖုန်း',
  filter: { label: 'ပြသရန်', due: 'ပြန်အမ်းရန် ကျန်', done: 'ပြန်အမ်းပြီး' },
  columns: {
    voucherNo: 'ဘောက်ချာနံပါတ်',
    customer: 'ဖောက်သည်',
    reason: 'အကြောင်းရင်း',
    amount: 'ပမာဏ',
    owedSince: 'ပြန်အမ်းရန် ရှိသည့်ရက်',
    given: 'ပြန်အမ်းမှု',
  },
  reasons: {
    AMOUNT_MISMATCH: 'စုစုပေါင်းနှင့် မတူသော ပမာဏ ပေးချေထားသည်',
    NOT_PAYABLE: 'အော်ဒါ ပေးချေပြီး သို့မဟုတ် ပယ်ဖျက်ပြီးမှ ပေးချေထားသည်',
    CANCELLED_AFTER_PAYMENT: 'ငွေပေးချေပြီးမှ ပယ်ဖျက်ထားသည်',
    RETURNED: 'ပို့ဆောင်ပြီးမှ ငွေပြန်အမ်းရန်',
  },
  methods: { GATEWAY: 'ငွေပေးချေရေးစနစ်မှတစ်ဆင့်', MANUAL: 'ကိုယ်တိုင်' },
  give: 'ပြန်အမ်းမည်',
  modalTitle: (voucherNo: string) => `${voucherNo} အတွက် ငွေပြန်အမ်းရန်`,
  paidWith: (gateway: string, reference: string) =>
    `${gateway} မှတစ်ဆင့် ပေးချေထားသည်၊ အမှတ် ${reference}`,
  notThroughGateway: 'ဤငွေသည် ငွေပြန်အမ်းနိုင်သော ငွေပေးချေရေးစနစ်မှ ရောက်လာခြင်း မဟုတ်ပါ။',
  method: 'ပြန်အမ်းပုံ',
  reference: 'အမှတ်',
  referenceHint: 'ဖောက်သည် ရှာတွေ့နိုင်ရန် ငွေလွှဲ သို့မဟုတ် ပြေစာ၏ နံပါတ်။',
  note: 'အဖွဲ့အတွက် မှတ်ချက်',
  confirm: (amount: string) => `${amount} ပြန်အမ်းမည်`,
  close: 'ပိတ်မည်',
  done: 'ငွေ ပြန်အမ်းပြီးပါပြီ။ ဖောက်သည်ထံ အကြောင်းကြားပြီးပါပြီ။',
  givenBy: (name: string, at: string) => `${at} တွင် ${name} က`,
  waiting: (count: number) => `ပြန်အမ်းရန် ငွေ ${formatNumber(count, 'my')} ခု ကျန်နေပါသည်။`,
  openList: 'ငွေပြန်အမ်းရန် စာရင်းကို ဖွင့်မည်',
}
