import { formatNumber } from '@kyanma/shared'
import type { uploadTexts as english } from '../en/uploads.ts'
import type { TextsOf } from '../texts-of.ts'

/** Picture uploads in Burmese: 'ပုံတင်' as shoppers say it for sending a photo. */
export const uploadTexts: TextsOf<typeof english> = {
  progress: 'ပုံတင်နေမှု',
  sending: (percent) => `ပုံတင်နေသည်… ${percent}%`,
  retrying: 'အင်တာနက် ပြတ်သွားပါသည်။ ပြန်ကြိုးစားနေပါသည်…',
  failed: 'ပုံတင်၍ မရပါ။ အင်တာနက် ချိတ်ဆက်မှုကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။',
  tryAgain: 'ထပ်ကြိုးစားမည်',
  retryPhoto: (index) => `ဓာတ်ပုံ ${formatNumber(index, 'my')} ကို ပြန်တင်မည်`,
}
