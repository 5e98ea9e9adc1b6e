import {
  formatKs,
  formatNumber,
  KS_PER_EARNED_POINT,
  LOYALTY_LEVELS,
  MIN_TRANSFER_POINTS,
} from '@kyanma/shared'
import type { rewardProgram as english } from '#app/locales/en/static-pages/reward-program.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'
import { pointTexts } from '../points.ts'
import { facts } from './shop-facts.ts'

/** Burmese has no plural: "၁ ပွိုင့်", "၅၀၀ ပွိုင့်". */
const points = (count: number) => `${formatNumber(count, 'my')} ပွိုင့်`

/**
 * Reward Program (/my/reward-program). The referral bonus is the server's setting, so the page is
 * written for the number the server runs with. Level names stay as the server stores them, the
 * way the profile shows them.
 */
export const rewardProgram: TextsOf<typeof english> = {
  meta: `Kyanma တွင် ဝယ်ယူသည့် ${facts.earning} ရယူပါ၊ အဆင့်များ တက်လှမ်းပြီး မိတ်ဆွေများကို ဖိတ်ခေါ်ပါ။ ပွိုင့်များ သက်တမ်းမကုန်ပါ။`,
  intro:
    'အော်ဒါတိုင်းမှ ပွိုင့်များ ရရှိမည်ဖြစ်ပြီး ပွိုင့်တိုင်းက နောက်အော်ဒါ၏ ကျသင့်ငွေကို လျှော့ပေးပါသည်။ ပွိုင့်များ သက်တမ်းမကုန်သဖြင့် အလျင်စလို သုံးရန် မလိုပါ။',
  sections: (referralBonusPoints: number) => [
    {
      heading: 'ပွိုင့် ရယူခြင်း',
      points: [
        `အော်ဒါအတွက် ပေးချေသည့် ${facts.earning} ရရှိပါမည်။ လျှော့ဈေးနှင့် အသုံးပြုသော ပွိုင့်များကို နုတ်ပြီး ကျန်ငွေဖြင့် တွက်ချက်ကာ ${formatKs(KS_PER_EARNED_POINT, 'my')} မပြည့်သော အပိုငွေအတွက် ပွိုင့် မတွက်ပါ။`,
        'အော်ဒါ ပို့ဆောင်ပြီးသည့်အခါ ပွိုင့်များကို လူကြီးမင်း၏ ပွိုင့်လက်ကျန်ထဲသို့ ထည့်ပေးပါသည်။',
        'အော်ဒါကို ပြန်ပို့၍ ငွေပြန်အမ်းပါက ထိုအော်ဒါမှ ရရှိခဲ့သော ပွိုင့်များကို ပြန်နုတ်ယူပါမည်။',
      ],
    },
    {
      heading: 'ပွိုင့် အသုံးပြုခြင်း',
      points: [
        `ငွေချေသည့်အခါ ပွိုင့်တစ်ပွိုင့်လျှင် ${facts.pointValue} တန်ဖိုးရှိပါသည်။ အသုံးပြုလိုသော ပွိုင့်အရေအတွက်ကို ရိုက်ထည့်လိုက်ရုံဖြင့် ကျသင့်ငွေ စုစုပေါင်းမှ ထိုတန်ဖိုးအတိုင်း လျှော့ပေးပါသည်။`,
        'မည်သည့်အော်ဒါတွင်မဆို မည်သည့် ငွေပေးချေမှု နည်းလမ်းနှင့်မဆို တွဲ၍ ပွိုင့်များကို အသုံးပြုနိုင်ပါသည်။',
        'အော်ဒါကို ပယ်ဖျက်ပါက အသုံးပြုခဲ့သော ပွိုင့်များ လူကြီးမင်း၏ ပွိုင့်လက်ကျန်ထဲသို့ ပြန်ဝင်ပါမည်။',
      ],
    },
    {
      heading: 'အဆင့်များ',
      paragraphs: [
        'လူကြီးမင်း၏ အဆင့်ကို ပွိုင့်လက်ကျန်အလိုက် သတ်မှတ်ပါသည်။ ပရိုဖိုင်တွင် လက်ရှိအဆင့်နှင့် နောက်တစ်ဆင့်သို့ ရောက်ရန် လိုအပ်သေးသည့် ပွိုင့်အရေအတွက်ကို ပြသပေးပါသည်။',
      ],
      table: {
        head: ['အဆင့်', 'ပွိုင့်လက်ကျန်'],
        rows: LOYALTY_LEVELS.map((level, index) => {
          const next = LOYALTY_LEVELS[index + 1]
          const band = next
            ? `${formatNumber(level.minPoints, 'my')} မှ ${formatNumber(next.minPoints - 1, 'my')} အထိ`
            : `${formatNumber(level.minPoints, 'my')}နှင့်အထက်`
          return [pointTexts.levelNames[level.name], band]
        }),
      },
    },
    {
      heading: 'မိတ်ဆွေများကို ဖိတ်ခေါ်ခြင်း',
      paragraphs: [
        `ပရိုဖိုင်မှ လူကြီးမင်း၏ မိတ်ဆက်ကုဒ် သို့မဟုတ် ဖိတ်ခေါ်လင့်ခ်ကို မျှဝေပါ။ မိတ်ဆွေတစ်ဦးက ယင်းဖြင့် အကောင့်ဖွင့်ပြီး ၎င်း၏ ပထမဆုံး အော်ဒါ ပို့ဆောင်ပြီးသည့်အခါ လူကြီးမင်းသည် ${points(referralBonusPoints)} ရရှိပါမည်။`,
      ],
    },
    {
      heading: 'ပွိုင့် လွှဲပေးခြင်း',
      paragraphs: [
        `Kyanma တွင် ဝယ်ယူသော မိသားစုဝင်များ သို့မဟုတ် မိတ်ဆွေများထံ ပွိုင့်များ လွှဲပေးနိုင်ပါသည် - ပရိုဖိုင်တွင် ၎င်းတို့၏ မိတ်ဆက် QR ကုဒ်ကို စကင်ဖတ်ပါ သို့မဟုတ် ၎င်းတို့၏ ဖောက်သည် ID ကို ရိုက်ထည့်ပါ။ အနည်းဆုံး ${points(MIN_TRANSFER_POINTS)}မှစ၍ လွှဲနိုင်ပြီး လွှဲပြောင်းမှုကို နှစ်ဦးစလုံး၏ ပွိုင့်မှတ်တမ်းတွင် မြင်တွေ့နိုင်ပါသည်။`,
      ],
    },
  ],
}
