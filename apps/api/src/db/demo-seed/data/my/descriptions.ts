/**
 * Burmese of the pieces plan-products puts into product names and descriptions
 * (data/descriptions.ts and the book description in plan-products.ts).
 */

/** The unit word of a counted pack as the English name ends ("…, 60 Tablets"). */
export const BURMESE_UNIT_WORDS: Record<string, string> = {
  Tablets: 'ဆေးပြား',
  Capsules: 'ဆေးတောင့်',
  Softgels: 'ဆေးတောင့်ပျော့',
  Gummies: 'ဂမ်မီ',
  Sachets: 'အထုပ်',
  Pieces: 'ခု',
}

/**
 * How a count of each form is read after a Burmese name: Myanmar pharmacies count tablets in
 * ပြား, capsules in တောင့်, softgels and gummies in လုံး, sachets in ထုပ်, other pieces in ခု.
 */
export const BURMESE_COUNT_WORDS: Record<string, string> = {
  tablets: 'ပြား',
  capsules: 'တောင့်',
  softgels: 'လုံး',
  gummies: 'လုံး',
  sachets: 'ထုပ်',
  pieces: 'ခု',
}

/** Each English intro (data/descriptions.ts INTROS, same order) and its Burmese, by product name. */
export const INTRO_TEMPLATES: {
  english: (name: string) => string
  burmese: (name: string) => string
}[] = [
  {
    english: (name) =>
      `${name} is one of our most trusted everyday products, chosen by our pharmacists for quality and value.`,
    burmese: (name) =>
      `${name} သည် ကျွန်ုပ်တို့၏ ဆေးဝါးပညာရှင်များက အရည်အသွေးနှင့် တန်ဖိုးကို ကြည့်၍ ရွေးချယ်ထားသော လူအများ ယုံကြည်အားကိုးသည့် နေ့စဉ်သုံး ပစ္စည်းတစ်ခု ဖြစ်ပါသည်။`,
  },
  {
    english: (name) =>
      `Made to a consistent standard and stored in our air-conditioned warehouse, ${name} reaches you fresh.`,
    burmese: (name) =>
      `${name} ကို စံချိန်မီ ထုတ်လုပ်ထားပြီး ကျွန်ုပ်တို့၏ လေအေးပေးစက်တပ် ဂိုဒေါင်တွင် သိမ်းဆည်းထားသဖြင့် လတ်လတ်ဆတ်ဆတ် လက်ခံရရှိမည် ဖြစ်ပါသည်။`,
  },
  {
    english: (name) => `${name} is a simple, reliable choice for the whole family.`,
    burmese: (name) => `${name} သည် မိသားစုတစ်ခုလုံးအတွက် ရိုးရှင်းပြီး စိတ်ချရသော ရွေးချယ်မှု ဖြစ်ပါသည်။`,
  },
]

/** The book description's byline after the bold title: " by <author>. <blurb>". */
export const BOOK_BYLINE = {
  english: (author: string, blurb: string) => ` by ${author}. ${blurb}`,
  burmese: (author: string, blurb: string) => ` - ${author} ရေးသားသည်။ ${blurb}`,
}

/** "<pages> pages, paperback, English with Burmese summaries." with the count in Myanmar digits. */
export const BOOK_PAGES = {
  english: /^(\d+) pages, paperback, English with Burmese summaries\.$/,
  burmese: (pages: string) =>
    `စာမျက်နှာ ${pages} မျက်နှာ၊ စက္ကူအဖုံး၊ အင်္ဂလိပ်ဘာသာဖြင့် ရေးသားပြီး မြန်မာဘာသာ အနှစ်ချုပ်များ ပါဝင်သည်။`,
}

/** Whole text pieces of product and book descriptions (each a text node of their HTML). */
export const BURMESE_DESCRIPTION_TEXTS: Record<string, string> = {
  'How to use:': 'သုံးစွဲနည်း -',
  'Prescription medicine.': 'ဆေးညွှန်းဖြင့်သာ ရောင်းချသော ဆေး။',
  'We can only send this product when a valid prescription from a registered doctor is attached to the order. Our pharmacist checks every prescription before the order is approved.':
    'မှတ်ပုံတင်ထားသော ဆရာဝန်၏ သက်တမ်းရှိ ဆေးညွှန်းကို မှာယူမှုတွင် ပူးတွဲတင်ပြမှသာ ဤပစ္စည်းကို ပို့ပေးနိုင်ပါသည်။ မှာယူမှုကို အတည်မပြုမီ ကျွန်ုပ်တို့၏ ဆေးဝါးပညာရှင်က ဆေးညွှန်းတိုင်းကို စစ်ဆေးပါသည်။',
  'Storage:': 'သိမ်းဆည်းနည်း -',
  'Store below 30°C in a dry place, away from direct sunlight. Close the pack tightly after use; in the rainy season keep it away from damp walls and bathrooms.':
    '၃၀°C အောက်ရှိ ခြောက်သွေ့သော နေရာတွင် နေရောင်တိုက်ရိုက် မထိစေဘဲ သိမ်းပါ။ သုံးပြီးတိုင်း ဘူးကို သေချာပိတ်ပါ။ မိုးရာသီတွင် စိုထိုင်းသော နံရံများနှင့် ရေချိုးခန်းများနှင့် ဝေးဝေးထားပါ။',
  'Delivery:': 'ပို့ဆောင်မှု -',
  'Delivered in sealed packaging with the batch number and expiry date printed on the pack. If anything arrives damaged, contact us within 3 days and we will replace it.':
    'ထုတ်လုပ်မှုအသုတ်နံပါတ်နှင့် သက်တမ်းကုန်ဆုံးရက်ကို ဘူးပေါ်တွင် ရိုက်နှိပ်ထားပြီး ပိတ်တံဆိပ်ခတ် ထုပ်ပိုး၍ ပို့ဆောင်ပေးပါသည်။ ပျက်စီးနေသော ပစ္စည်း ရောက်ရှိပါက ၃ ရက်အတွင်း ဆက်သွယ်ပါ၊ အသစ် လဲပေးပါမည်။',
  'Good to know:': 'သိထားသင့်သည်မှာ -',
  'Supplements and over-the-counter medicines support a healthy lifestyle; they do not replace a varied diet or advice from your doctor. Tell your doctor or pharmacist about everything you take, especially if you are pregnant, breastfeeding or taking other medicines.':
    'ဖြည့်စွက်စာများနှင့် ဆေးညွှန်းမလိုသော ဆေးများသည် ကျန်းမာသော နေထိုင်မှုကို အထောက်အကူပြုရုံသာ ဖြစ်ပြီး မျိုးစုံသော အစားအစာ သို့မဟုတ် ဆရာဝန်၏ အကြံဉာဏ်ကို အစားထိုး၍ မရပါ။ အထူးသဖြင့် ကိုယ်ဝန်ဆောင်နေလျှင်၊ နို့တိုက်နေလျှင် သို့မဟုတ် အခြားဆေးများ သောက်နေလျှင် သုံးစွဲနေသမျှကို ဆရာဝန် သို့မဟုတ် ဆေးဝါးပညာရှင်အား ပြောပြပါ။',
  "Written for readers without medical training: every chapter ends with a short checklist, and the index lists medical words in English and Burmese. Our pharmacists recommend it to customers who want to understand their health better and ask better questions at their next doctor's visit. Printed in Yangon on recycled paper.":
    'ဆေးပညာ မသင်ဖူးသော စာဖတ်သူများအတွက် ရေးသားထားပါသည်။ အခန်းတိုင်း၏ အဆုံးတွင် စစ်ဆေးရန်စာရင်း တိုတိုလေး ပါဝင်ပြီး နောက်ဆုံးရှိ အညွှန်းတွင် ဆေးပညာ ဝေါဟာရများကို အင်္ဂလိပ်၊ မြန်မာ နှစ်ဘာသာဖြင့် ဖော်ပြထားပါသည်။ မိမိကျန်းမာရေးကို ပိုမိုနားလည်လိုပြီး နောက်တစ်ကြိမ် ဆရာဝန်နှင့် တွေ့ချိန်တွင် မေးသင့်သည်များကို မေးလိုသူများအား ကျွန်ုပ်တို့၏ ဆေးဝါးပညာရှင်များက အကြံပြုပါသည်။ ရန်ကုန်တွင် ပြန်လည်အသုံးပြု စက္ကူဖြင့် ပုံနှိပ်ထားပါသည်။',
}
