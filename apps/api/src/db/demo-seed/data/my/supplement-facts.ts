import { burmeseDigits, type SupplementFacts } from '@kyanma/shared'

/**
 * Burmese of the demo Supplement Facts panels (data/supplement-facts.ts): nutrient names, serving
 * sizes and the other-ingredients lists. Amounts and units (mg, mcg, IU, g, kcal) stay as printed.
 */
export const BURMESE_NUTRIENTS: Record<string, string> = {
  'Vitamin C': 'ဗီတာမင် C',
  'Vitamin D3': 'ဗီတာမင် D3',
  'Vitamin A': 'ဗီတာမင် A',
  'Vitamin E': 'ဗီတာမင် E',
  'Thiamin (B1)': 'သိုင်ယာမင်း (B1)',
  'Riboflavin (B2)': 'ရိုင်ဘိုဖလေဗင် (B2)',
  'Niacin (B3)': 'နိုင်အာစင် (B3)',
  'Vitamin B6': 'ဗီတာမင် B6',
  Folate: 'ဖိုလိတ်',
  'Vitamin B12': 'ဗီတာမင် B12',
  Biotin: 'ဘိုင်အိုတင်',
  'Pantothenic Acid (B5)': 'ပန်တိုသင်းနစ် အက်ဆစ် (B5)',
  Calcium: 'ကယ်လ်စီယမ်',
  Iron: 'သံဓာတ်',
  Magnesium: 'မဂ္ဂနီဆီယမ်',
  Zinc: 'ဇင့်',
  Selenium: 'ဆယ်လီနီယမ်',
  Sodium: 'ဆိုဒီယမ်',
  Potassium: 'ပိုတက်ဆီယမ်',
  Protein: 'ပရိုတင်း',
  'Total Fat': 'အဆီ စုစုပေါင်း',
  'Total Carbohydrate': 'ကစီဓာတ် စုစုပေါင်း',
  Cholesterol: 'ကိုလက်စထရော',
  Calories: 'ကယ်လိုရီ',
  'Fish Oil': 'ငါးဆီ',
  'EPA (eicosapentaenoic acid)': 'EPA (အီကိုဆာပင်တာအီနိုအစ် အက်ဆစ်)',
  'DHA (docosahexaenoic acid)': 'DHA (ဒိုကိုဆာဟက်ဇာအီနိုအစ် အက်ဆစ်)',
  'Krill Oil': 'ခရီးလ်ဆီ',
  'Omega-3 Fatty Acids': 'Omega-3 အဆီအက်ဆစ်များ',
  Phospholipids: 'ဖော့စဖိုလစ်ပစ်များ',
  Astaxanthin: 'အက်စတာဇန်သင်',
  'Turmeric Root Extract (95% curcuminoids)': 'နနွင်းမြစ် ထုတ်ယူချက် (ကာကျူမင်နွိုက် ၉၅%)',
  'Black Pepper Fruit Extract': 'ငရုတ်ကောင်းသီး ထုတ်ယူချက်',
  'Korean Red Ginseng Root Extract (6-year-old roots)':
    'ကိုရီးယား ဂျင်ဆင်းနီ အမြစ် ထုတ်ယူချက် (ခြောက်နှစ်သား အမြစ်)',
  'Hydrolysed Marine Collagen Peptides': 'ခွဲခြမ်းထားသော ငါးကော်လာဂျင် ပက်ပ်တိုက်များ',
}

/** Serving units: "2 capsules" → "ဆေးတောင့် ၂ တောင့်" (the word, the count, its classifier). */
const SERVING_UNITS: Record<string, [string, string]> = {
  tablet: ['ဆေးပြား', 'ပြား'],
  capsule: ['ဆေးတောင့်', 'တောင့်'],
  capsules: ['ဆေးတောင့်', 'တောင့်'],
  softgel: ['ဆေးတောင့်ပျော့', 'လုံး'],
  softgels: ['ဆေးတောင့်ပျော့', 'လုံး'],
  gummies: ['ဂမ်မီ', 'လုံး'],
}

/** "1 tablet", "2 gummies", "1 scoop (32 g)", "1 sachet (12 g)", "1 sachet" in Burmese. */
export function burmeseServingSize(english: string): string | undefined {
  const counted = /^(\d+) (\w+)$/.exec(english)
  const unit = counted && SERVING_UNITS[counted[2] as string]
  if (counted && unit) return `${unit[0]} ${burmeseDigits(counted[1] as string)} ${unit[1]}`
  const measured = /^(\d+) (scoop|sachet)(?: \((\d+) g\))?$/.exec(english)
  if (!measured) return undefined
  const amount = `${burmeseDigits(measured[1] as string)} ${measured[2] === 'scoop' ? 'ဇွန်း' : 'ထုပ်'}`
  return measured[3] ? `${amount} (${burmeseDigits(measured[3])} ဂရမ်)` : amount
}

/** One ingredient of an "other ingredients" list, by its lower-case English. */
const INGREDIENTS: Record<string, string> = {
  'microcrystalline cellulose': 'မိုက်ခရိုခရစ်စတလိုင်း ဆဲလူလို့စ်',
  'croscarmellose sodium': 'ခရော့စ်ကာမယ်လို့စ် ဆိုဒီယမ်',
  'magnesium stearate': 'မဂ္ဂနီဆီယမ် စတီယာရိတ်',
  'silicon dioxide': 'ဆီလီကွန်ဒိုင်အောက်ဆိုဒ်',
  'silicon dioxide (as zinc gluconate)': 'ဆီလီကွန်ဒိုင်အောက်ဆိုဒ် (ဇင့်ကို ဇင့်ဂလူကိုနိတ်အဖြစ်)',
  'rose hip powder': 'နှင်းဆီသီး မှုန့်',
  gelatin: 'ဂျယ်လတင်',
  'rice flour': 'ဆန်မှုန့်',
  glycerin: 'ဂလစ်ဆရင်း',
  'purified water': 'သန့်စင်ရေ',
  'extra virgin olive oil': 'အဆင့်မြင့် သံလွင်ဆီ',
  'glucose syrup': 'ဂလူးကို့စ် ရည်',
  sugar: 'သကြား',
  pectin: 'ပက်တင်',
  'citric acid': 'စီထရစ် အက်ဆစ်',
  'natural fruit flavours': 'သဘာဝ သစ်သီး အနံ့အရသာ',
  'carrot and black currant juice (colour)': 'မုန်လာဥနီနှင့် ဘလက်ကာရင့် ဖျော်ရည် (အရောင်)',
  'calcium carbonate': 'ကယ်လ်စီယမ် ကာဗွန်နိတ်',
  'magnesium bisglycinate chelate': 'မဂ္ဂနီဆီယမ် ဘစ်စ်ဂလိုက်စီနိတ် ချီလိတ်',
  'ferrous fumarate': 'ဖယ်ရပ်စ် ဖျူမာရိတ်',
  'mixed tocopherols': 'တိုကိုဖယ်ရောများ (ဗီတာမင် E)',
  'hypromellose (vegetarian capsule)': 'ဟိုက်ပရိုမယ်လို့စ် (သက်သတ်လွတ် ဆေးတောင့်ခွံ)',
  'whey protein concentrate': 'ဝေးပရိုတင်း ကွန်ဆင်ထရိတ်',
  'whey protein isolate': 'ဝေးပရိုတင်း အိုက်ဆိုလိတ်',
  'natural vanilla flavour': 'သဘာဝ ဗနီလာ အနံ့အရသာ',
  'sunflower lecithin': 'နေကြာ လက်ဆီသင်',
  stevia: 'စတီးဗီးယား',
  dextrose: 'ဒက်စထရို့စ်',
  'sodium citrate': 'ဆိုဒီယမ် ဆိုက်ထရိတ်',
  'potassium chloride': 'ပိုတက်ဆီယမ် ကလိုရိုက်',
  'natural orange and lemon flavours': 'သဘာဝ လိမ္မော်နှင့် သံပုရာ အနံ့အရသာ',
}

/** "Gelatin, rice flour, …" in Burmese, the items joined with ၊; undefined if one is unknown. */
export function burmeseIngredients(english: string): string | undefined {
  const items = english.split(', ').map((item) => INGREDIENTS[item.toLowerCase()])
  return items.every((item) => item !== undefined) ? items.join('၊ ') : undefined
}

/**
 * A Burmese copy of a demo Supplement Facts panel: nutrient names, serving size and other
 * ingredients translated, numbers and units as they were. A part without Burmese stays English.
 */
export function burmeseSupplementFacts(facts: SupplementFacts): SupplementFacts {
  return {
    ...facts,
    servingSize: burmeseServingSize(facts.servingSize) ?? facts.servingSize,
    rows: facts.rows.map((row) => ({
      ...row,
      nutrient: BURMESE_NUTRIENTS[row.nutrient] ?? row.nutrient,
    })),
    otherIngredients:
      facts.otherIngredients === null
        ? null
        : (burmeseIngredients(facts.otherIngredients) ?? facts.otherIngredients),
  }
}
