/** Burmese of the demo announcements (data/announcements.ts), keyed by the English title. */
export const BURMESE_ANNOUNCEMENTS: Record<string, { title: string; description: string }> = {
  'Free delivery from 300,000 Ks': {
    title: '၃၀၀,၀၀၀ ကျပ်နှင့်အထက် အခမဲ့ ပို့ဆောင်',
    description: '၃၀၀,၀၀၀ ကျပ်နှင့်အထက် မှာယူပါက မြန်မာနိုင်ငံ မည်သည့်နေရာသို့မဆို အခမဲ့ ပို့ဆောင်ပေးပါသည်။',
  },
  'Thingyan holiday hours': {
    title: 'သင်္ကြန် ပိတ်ရက်များ',
    description: 'ဆိုင်နှစ်ဆိုင်လုံး ဧပြီ ၁၃ ရက်မှ ၁၇ ရက်အထိ ပိတ်ပါမည်။ အွန်လိုင်း မှာယူမှုများကို ဧပြီ ၁၈ ရက်မှစ၍ ပို့ဆောင်ပါမည်။',
  },
  'Mandalay branch now open': {
    title: 'မန္တလေး ဆိုင်ခွဲ ဖွင့်ပါပြီ',
    description: 'မှာယူထားသော ပစ္စည်းများကို မန္တလေး ၇၈ လမ်းရှိ ဆိုင်တွင် လာယူနိုင်ပါပြီ။',
  },
  'Monsoon health week': {
    title: 'မိုးရာသီ ကျန်းမာရေး သီတင်းပတ်',
    description: 'ခြင်ဆေး၊ ဓာတ်ဆားနှင့် ရှေးဦးသူနာပြု ပစ္စည်းများကို အထူးဈေးဖြင့် ရောင်းချနေပါသည်။',
  },
  'Pay with your mobile wallet': {
    title: 'မိုဘိုင်း ဝေါလက်ဖြင့် ငွေပေးချေနိုင်ပါပြီ',
    description:
      'KBZPay၊ WavePay၊ UAB Pay၊ One Pay၊ CB Pay နှင့် AYA Pay တို့ဖြင့်လည်းကောင်း၊ မည်သည့် ဘဏ်အက်ပ်မှမဆို MMQR ဖြင့်လည်းကောင်း ယခု ငွေပေးချေနိုင်ပါပြီ။',
  },
  'Double points weekend': {
    title: 'စနေ၊ တနင်္ဂနွေ ပွိုင့် နှစ်ဆ',
    description: 'ဤစနေ၊ တနင်္ဂနွေတွင် မှာယူမှုတိုင်းအတွက် ပွိုင့် နှစ်ဆ ရယူပါ။',
  },
  'New: prescription upload': {
    title: 'အသစ် - ဆေးညွှန်း တင်ပို့နိုင်ပြီ',
    description: 'မှာယူမှုတွင် ဆေးညွှန်းကို ပူးတွဲတင်ပါ၊ ကျွန်ုပ်တို့၏ ဆေးဝါးပညာရှင်က စစ်ဆေးပေးပါမည်။',
  },
  'Highway bus delivery': {
    title: 'အဝေးပြေး ကားဂိတ်သို့ ပို့ဆောင်ခြင်း',
    description: 'ရန်ကုန်ပြင်ပသို့ မှာယူမှုများကို သင်ရွေးချယ်သော အဝေးပြေး ကားဂိတ်သို့ ပို့ပေးပါသည်။',
  },
  'Skincare brands arrive': {
    title: 'အသားအရေ ထိန်းသိမ်းရေး အမှတ်တံဆိပ်သစ်များ ရောက်ပြီ',
    description: 'Sakura Bloom နှင့် Hanbit Skin ယခု ဆိုင်တွင် ရနိုင်ပါပြီ။',
  },
  'Free blood pressure checks': {
    title: 'သွေးပေါင် အခမဲ့ တိုင်းပေးခြင်း',
    description: 'စနေနေ့ နံနက်တိုင်း ရန်ကုန်ဆိုင်တွင် တိုင်းပေးပါသည်။',
  },
  'Thadingyut lights sale': {
    title: 'သီတင်းကျွတ် မီးထွန်းပွဲ အထူးလျှော့ဈေး',
    description: 'မီးထွန်းပွဲတော်ကာလအတွင်း ဖြည့်စွက်စာများကို ၂၀% အထိ လျှော့ဈေးဖြင့် ရောင်းချပါသည်။',
  },
  'Invite a friend, earn points': {
    title: 'သူငယ်ချင်းကို ဖိတ်ပြီး ပွိုင့်ရယူပါ',
    description: 'သင့်ဖိတ်ခေါ်ကုဒ်ကို မျှဝေပါ၊ နှစ်ဦးစလုံး ပွိုင့် ရရှိပါမည်။',
  },
  'Delivery delays in the rains': {
    title: 'မိုးရာသီ ပို့ဆောင်မှု နောက်ကျနိုင်ခြင်း',
    description: 'ဤလအတွင်း ရခိုင်နှင့် ချင်းသို့ လမ်းကြောင်းအချို့ ပိုကြာနိုင်ပါသည်။',
  },
  'Welcome to Kyanma': {
    title: 'Kyanma မှ ကြိုဆိုပါသည်',
    description: 'မြန်မာနိုင်ငံရှိ သင်၏ ကျန်းမာရေး အွန်လိုင်းဆိုင်။',
  },
}

/** Burmese of the demo promotions' (coupons') descriptions in plan-demo.ts, by English text. */
export const BURMESE_PROMOTIONS: Record<string, string> = {
  '10% off your first order, up to 10,000 Ks': 'ပထမဆုံး မှာယူမှုတွင် ၁၀% လျှော့၊ အများဆုံး ၁၀,၀၀၀ ကျပ်',
  '5,000 Ks off orders from 50,000 Ks': '၅၀,၀၀၀ ကျပ်နှင့်အထက် မှာယူမှုတွင် ၅,၀၀၀ ကျပ် လျှော့',
  '15% off supplements weekend, up to 25,000 Ks':
    'စနေ၊ တနင်္ဂနွေ ဖြည့်စွက်စာ ၁၅% လျှော့၊ အများဆုံး ၂၅,၀၀၀ ကျပ်',
  '2,000 Ks off any order': 'မည်သည့် မှာယူမှုမဆို ၂,၀၀၀ ကျပ် လျှော့',
  "Last year's monsoon offer (expired)": 'ယမန်နှစ် မိုးရာသီ လျှော့ဈေး (သက်တမ်းကုန်ပြီ)',
  'One lucky shopper: 3,000 Ks off (single use)': 'ကံကောင်းသူ တစ်ဦးအတွက် ၃,၀၀၀ ကျပ် လျှော့ (တစ်ကြိမ်သာ)',
}

/** The popular search keywords (data/people.ts DEMO_KEYWORDS) as a Burmese shopper types them. */
export const BURMESE_KEYWORDS: Record<string, string> = {
  'vitamin c': 'ဗီတာမင် C',
  'fish oil': 'ငါးဆီ',
  sunscreen: 'နေလောင်ကာ',
  paracetamol: 'ပါရာစီတမော',
  collagen: 'ကော်လာဂျင်',
  'face mask': 'နှာခေါင်းစည်း',
  'infant formula': 'ကလေးနို့မှုန့်',
  honey: 'ပျားရည်',
  'blood pressure monitor': 'သွေးပေါင်တိုင်းကိရိယာ',
  zinc: 'ဇင့်',
  'cough syrup': 'ချောင်းဆိုးဆေးရည်',
  'green tea': 'လက်ဖက်စိမ်း',
}
