/**
 * Burmese of the demo brands (data/brands.ts), keyed by the brand's name. A brand keeps its Latin
 * name (as it is printed on the pack) unless it is a Burmese name: then `name` is how a Myanmar
 * shopper writes it. Descriptions are always translated.
 */
export const BURMESE_BRANDS: Record<string, { name?: string; description: string }> = {
  'Shwe Pyi Nann': {
    name: 'ရွှေပြည်နန်း',
    description: '၁၉၉၈ ခုနှစ်ကတည်းက နေ့စဉ်သုံး ဗီတာမင်များနှင့် ဆေးဖက်ဝင် လက်ဖက်ရည်များကို ထုတ်လုပ်နေသော ရန်ကုန်အခြေစိုက် လုပ်ငန်း။',
  },
  'Golden Lotus Herbal': {
    description: 'မြန်မာ့ရိုးရာ ဆေးဖက်ဝင်အပင်များ၊ သနပ်ခါးနှင့် နနွင်းကို ခေတ်မီ ထုပ်ပိုးမှုဖြင့်။',
  },
  'Ayeyar Pharma': {
    description: 'လှိုင်သာယာတွင် GMP စံချိန်မီ ထုတ်လုပ်ထားသော ဆေးဝါးများ။',
  },
  'Mandalay Natural': {
    description: 'မန္တလေးနှင့် ပြင်ဦးလွင် ပတ်ဝန်းကျင် တောင်တန်းများမှ ပျားရည်၊ လက်ဖက်နှင့် ကောက်ပဲသီးနှံများ။',
  },
  'Inle Pure': {
    description: 'အင်းလေးကန်မှ ကြာနှင့် ဆန် ထုတ်ယူချက်များ ပါဝင်သော နူးညံ့သည့် အသားအရေ ထိန်းသိမ်းရေး ပစ္စည်းများ။',
  },
  'Thanaka House': {
    description: 'နွေရာသီ အသားအရေအတွက် သနပ်ခါးမှုန့်၊ ခရင်မ်နှင့် နေလောင်ကာများ။',
  },
  'Bagan Wellness': {
    description: 'အသက်အရွယ်မရွေး ကျန်းမာစွာ နေထိုင်နိုင်ရန် ဖြည့်စွက်စာများနှင့် လမ်းညွှန်စာအုပ်များ။',
  },
  'Yoma Care': {
    description: 'မိသားစုများအတွက် ရှေးဦးသူနာပြု ပစ္စည်း၊ နှာခေါင်းစည်းနှင့် အိမ်တွင်း လူနာပြုစုရေး ပစ္စည်းများ။',
  },
  'Kyanma Essentials': {
    description: 'ကျွန်ုပ်တို့ဆိုင်၏ ကိုယ်ပိုင်တံဆိပ် - အရည်အသွေးကောင်း၊ ဈေးနှုန်းမှန်။',
  },
  'Myitta Books': {
    description: 'ရိုးရှင်းသော အင်္ဂလိပ်နှင့် မြန်မာဘာသာဖြင့် ကျန်းမာရေးနှင့် မိသားစု စာအုပ်များ။',
  },
  'Padauk Press': {
    name: 'ပိတောက်စာပေ',
    description: 'မြန်မာစာရေးဆရာများ၏ ဟင်းချက်စာအုပ်များနှင့် စိတ်ကျန်းမာရေး စာအုပ်များ။',
  },
  'Sein Lei Baby': {
    description: 'ကလေးအစာ၊ နို့မှုန့်နှင့် နူးညံ့သော ကလေးသုံး ပစ္စည်းများ။',
  },
  'Nordvik Nutrition': {
    description: 'အေးမြသော မြောက်ပိုင်း ပင်လယ်ရေပြင်မှ ငါးဆီနှင့် ဗီတာမင် D။',
  },
  Alpenwell: {
    description: 'ဆွစ်ဇာလန်တွင် ဖော်စပ်ထားသော ဗီတာမင်နှင့် အသားအရေ ဖြည့်စွက်စာများ။',
  },
  'Sakura Bloom': {
    description: 'စိုထိုင်းသော ရာသီဥတုအတွက် ပေါ့ပါးသည့် ဂျပန်စတိုင် အသားအရေ ထိန်းသိမ်းရေးနှင့် မိတ်ကပ်များ။',
  },
  'Hanbit Skin': {
    description: 'ကိုရီးယား ဆီရမ်၊ မျက်နှာအုံစာရွက်နှင့် ကူရှင် မိတ်ကပ်များ။',
  },
  'Green Valley Organics': {
    description: 'မနူကာအမျိုးအစား ပျားရည်၊ အုတ်ဂျုံနှင့် အော်ဂဲနစ် မုန့်များ။',
  },
  'Siam Herb Lab': {
    description: 'ထိုင်းရိုးရာ ဖော်စပ်နည်းဖြင့် ဆေးဖက်ဝင် ဘမ်းဆီ၊ နှာရှူဆေးနှင့် ဖြည့်စွက်စာများ။',
  },
  VitaCore: {
    description: 'လူကြီးများအတွက် ပါဝင်မှုမြင့် ဗီတာမင်နှင့် သတ္တုဓာတ်များ။',
  },
  'PureSource Labs': {
    description: 'ပါဝင်ပစ္စည်း ရိုးရှင်းရှင်းလင်းသော ဖြည့်စွက်စာနှင့် ပရိုတင်းမှုန့်များ။',
  },
  MediGuard: {
    description: 'သွေးပေါင်တိုင်းကိရိယာ၊ သာမိုမီတာနှင့် သွေးချိုတိုင်းစက်များ။',
  },
  'CareFirst Medical': {
    description: 'ဆေးရုံသုံးအဆင့် နှာခေါင်းစည်း၊ လက်အိတ်နှင့် ပတ်တီးများ။',
  },
  'Helix Pharmaceuticals': {
    description: 'အဖြစ်များသော ရောဂါများအတွက် တတ်နိုင်သော ဈေးနှုန်းဖြင့် ဆေးဝါးများ။',
  },
  'Lanna Remedies': {
    description: 'ချောင်းဆိုးဆေးရည်၊ အစာခြေဆေးနှင့် ဆေးဖက်ဝင် ဆေးတောင့်များ။',
  },
  'Oceanic Omega': {
    description: 'သန့်စင်မှု စစ်ဆေးထားသော Omega-3 ဆေးတောင့်ပျော့များ။',
  },
  'Luma Beauty': {
    description: 'နှုတ်ခမ်းနီ၊ နှုတ်ခမ်းတင့်နှင့် ကြာရှည်ခံ မိတ်ကပ်များ။',
  },
  'Rose & Rice': {
    description: 'ဆန်ဆေးရည် တိုနာနှင့် နှင်းဆီ မျက်နှာသစ်ဆေးများ။',
  },
  'Nutriplus Kids': {
    description: 'ကလေးများအတွက် ပြုလုပ်ထားသော ဂမ်မီ၊ အစက်ချဆေးနှင့် မုန့်များ။',
  },
  'Active Fuel': {
    description: 'ပရိုတင်း၊ အီလက်ထရိုလိုက်နှင့် စွမ်းအင်ဘားများ။',
  },
  'Daily Grains': {
    description: 'ရန်ကုန်တွင် ထုပ်ပိုးထားသော ဆန်လုံးညို၊ အုတ်ဂျုံနှင့် ကျန်းမာရေးနှင့်ညီညွတ်သော အခြေခံ စားစရာများ။',
  },
  'SureStep Mobility': {
    description: 'လမ်းလျှောက် အထောက်အကူ၊ ဒူးစွပ်နှင့် အထောက်အပံ့ ပစ္စည်းများ။',
  },
  'Wellread Publishing': {
    description: 'အာဟာရ၊ အိပ်စက်ခြင်းနှင့် ကိုယ်ကာယ ကြံ့ခိုင်ရေးဆိုင်ရာ လက်တွေ့ကျသော စာအုပ်များ။',
  },
}

/** The brands' countries as Myanmar readers name them. */
export const BURMESE_COUNTRIES: Record<string, string> = {
  Myanmar: 'မြန်မာ',
  Norway: 'နော်ဝေ',
  Switzerland: 'ဆွစ်ဇာလန်',
  Japan: 'ဂျပန်',
  'South Korea': 'တောင်ကိုရီးယား',
  'New Zealand': 'နယူးဇီလန်',
  Thailand: 'ထိုင်း',
  'United States': 'အမေရိကန်',
  Australia: 'ဩစတြေးလျ',
  Germany: 'ဂျာမနီ',
  Singapore: 'စင်ကာပူ',
  India: 'အိန္ဒိယ',
  Iceland: 'အိုက်စလန်',
  France: 'ပြင်သစ်',
  Vietnam: 'ဗီယက်နမ်',
  Malaysia: 'မလေးရှား',
  'United Kingdom': 'ယူကေ',
  Taiwan: 'ထိုင်ဝမ်',
}
