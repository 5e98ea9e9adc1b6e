/**
 * Burmese of the demo review texts (data/people.ts REVIEW_TEXTS), for a seed that lets some demo
 * customers write in Burmese as most of the shop's customers would. Spoken, everyday Burmese,
 * as people type reviews.
 */
export const BURMESE_REVIEWS: Record<string, string> = {
  'Excellent quality, exactly as described. Delivery to Sanchaung took one day.':
    'အရည်အသွေး အရမ်းကောင်းပြီး ဖော်ပြထားတဲ့အတိုင်း အတိအကျပါပဲ။ စမ်းချောင်းကို တစ်ရက်နဲ့ ရောက်ပါတယ်။',
  'I have bought this three times now. Always fresh, long expiry date.':
    'ဒါ သုံးခါရှိပြီ ဝယ်တာ။ အမြဲ လတ်ဆတ်ပြီး သက်တမ်းလည်း ကြာပါတယ်။',
  'Very good product and well packed. Will order again.':
    'ပစ္စည်း အရမ်းကောင်းပြီး သေသေချာချာ ထုပ်ပိုးထားပါတယ်။ ထပ်မှာပါဦးမယ်။',
  'My mother uses this every day and is very happy with it.': 'အမေ နေ့တိုင်း သုံးပြီး အရမ်း ကျေနပ်ပါတယ်။',
  'Genuine product, better price than the pharmacy near my house.':
    'ပစ္စည်းစစ်ပါ၊ အိမ်နားက ဆေးဆိုင်ထက် ဈေးသက်သာပါတယ်။',
  'Good product. The box was a little dented but everything inside was fine.':
    'ပစ္စည်းကောင်းပါတယ်။ ဘူးက နည်းနည်း ချိုင့်နေပေမယ့် အထဲက ပစ္စည်းတွေ အဆင်ပြေပါတယ်။',
  'Works well for me. Delivery to Mandalay took three days.':
    'ကျွန်တော့်အတွက် အဆင်ပြေပါတယ်။ မန္တလေးကို သုံးရက်နဲ့ ရောက်ပါတယ်။',
  'Good value for money. I would like a bigger pack size.':
    'ပေးရတဲ့ ဈေးနဲ့ တန်ပါတယ်။ ဘူးအကြီး ထွက်ရင် ပိုကောင်းမယ်။',
  'Does what it says. Easy to order and pay with a mobile wallet.':
    'ပြောထားတဲ့အတိုင်း တကယ် သက်သာပါတယ်။ မိုဘိုင်းဝေါလက်နဲ့ မှာရ၊ ငွေချေရ လွယ်ပါတယ်။',
  'It is okay. I expected a bit more for the price.': 'ရပါတယ်။ ဒီဈေးနဲ့ဆို နည်းနည်း ပိုမျှော်လင့်ခဲ့တာ။',
  'Average. The taste is not for everyone.': 'သာမန်ပါပဲ။ အရသာကတော့ လူတိုင်း ကြိုက်မယ့် အရသာ မဟုတ်ဘူး။',
  'Fine, but delivery took longer than promised because of the rain.':
    'အဆင်ပြေပါတယ်၊ ဒါပေမဲ့ မိုးကြောင့် ပို့တာ ပြောထားတာထက် ကြာသွားတယ်။',
  'Not for me, it did not suit my skin. Customer service was helpful though.':
    'ကျွန်မ အသားအရေနဲ့ မတည့်ပါဘူး။ ဒါပေမဲ့ ဝန်ဆောင်မှုကတော့ ကောင်းကောင်း ကူညီပေးပါတယ်။',
  'The pack arrived damaged. They replaced it, but it took a week.':
    'ဘူး ပျက်စီးပြီး ရောက်လာတယ်။ အသစ်လဲပေးပေမယ့် တစ်ပတ်လောက် ကြာတယ်။',
  'Did not notice any difference after a month.': 'တစ်လ သုံးပြီးတာတောင် ဘာမှ ထူးမခြားနားပါဘူး။',
}
