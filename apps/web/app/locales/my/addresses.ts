import { formatNumber, MAX_SAVED_ADDRESSES } from '@kyanma/shared'
import type { addresses as english } from '../en/addresses.ts'
import type { TextsOf } from '../texts-of.ts'

/**
 * Saved shipping addresses in Burmese: the field names match the checkout form's (orders.ts),
 * so a customer sees the same words in both places.
 */
export const addresses: TextsOf<typeof english> = {
  title: 'သိမ်းထားသော လိပ်စာများ',
  intro: 'သင့်အော်ဒါများကို ပို့ဆောင်ပေးမည့် နေရာများ။',
  add: 'လိပ်စာ ထည့်မည်',
  edit: 'ပြင်မည်',
  delete: 'ဖျက်မည်',
  editLabel: (receiver: string) => `${receiver} ၏ လိပ်စာကို ပြင်မည်`,
  deleteLabel: (receiver: string) => `${receiver} ၏ လိပ်စာကို ဖျက်မည်`,
  empty: 'သိမ်းထားသော လိပ်စာ မရှိသေးပါ။ ငွေချေရာတွင် ပိုမြန်စေရန် လိပ်စာတစ်ခု ထည့်ထားပါ။',
  loadFailed: 'သင့်လိပ်စာများကို ဖွင့်၍ မရပါ။',
  retry: 'ထပ်ကြိုးစားမည်',
  fields: {
    receiverName: 'လက်ခံသူအမည်',
    phoneNo: 'ဖုန်းနံပါတ်',
    region: 'တိုင်းဒေသကြီး / ပြည်နယ်',
    township: 'မြို့နယ်',
    houseAptNo: 'အိမ်/တိုက်အမှတ်',
    street: 'လမ်း',
    wardBlock: 'ရပ်ကွက်/ဘလောက်',
    note: 'မှတ်ချက်',
  },
  placeholders: {
    phoneNo: '09xxxxxxxxx',
    note: 'အမှတ်အသားနေရာ သို့မဟုတ် ပို့စေလိုသည့်အချိန်',
  },
  loading: 'ဖွင့်နေပါသည်...',
  form: {
    addTitle: 'လိပ်စာ ထည့်ရန်',
    editTitle: 'လိပ်စာ ပြင်ရန်',
    save: 'လိပ်စာ သိမ်းမည်',
    cancel: 'မလုပ်တော့ပါ',
  },
  deleteDialog: {
    title: 'ဤလိပ်စာကို ဖျက်မလား။',
    body: (summary: string) => `${summary} ကို သိမ်းထားသော လိပ်စာများထဲမှ ဖယ်ရှားပါမည်။`,
    confirm: 'ဖျက်မည်',
    cancel: 'မဖျက်တော့ပါ',
  },
  saved: 'သင့်လိပ်စာကို သိမ်းပြီးပါပြီ။',
  deleted: 'လိပ်စာကို ဖျက်ပြီးပါပြီ။',
  // The English message writes the limit out; here it comes from the rule itself.
  tooMany: `လိပ်စာ ${formatNumber(MAX_SAVED_ADDRESSES, 'my')} ခုအထိသာ သိမ်းနိုင်ပါသည်။ တစ်ခုကို အရင် ဖျက်ပါ။`,
  required: 'ဖြည့်ရန် လိုအပ်ပါသည်',
}
