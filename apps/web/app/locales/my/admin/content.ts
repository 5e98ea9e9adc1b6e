import { formatNumber } from '@kyanma/shared'
import type { adminContent as english } from '../../en/admin/content.ts'
import type { TextsOf } from '../../texts-of.ts'

/** The back office's content screens in Burmese: coupons, articles and announcements. */
export const adminContent: TextsOf<typeof english> = {
  coupons: {
    title: 'ကူပွန်များ',
    add: 'ကူပွန်အသစ်',
    searchPlaceholder: 'ကုဒ်ဖြင့် ရှာပါ',
    editTitle: 'ကူပွန် ပြင်ရန်',
    newTitle: 'ကူပွန်အသစ်',
    saved: 'ကူပွန်ကို သိမ်းပြီးပါပြီ။',
    columns: {
      code: 'ကုဒ်',
      discount: 'လျှော့စျေး',
      minOrder: 'အနည်းဆုံး ဝယ်ယူငွေ',
      startsAt: 'စမည့်ရက်',
      endsAt: 'ကုန်မည့်ရက်',
      used: 'သုံးပြီး',
      active: 'ဖွင့်ထား',
    },
    fields: {
      code: 'ကုဒ်',
      description: 'ဖော်ပြချက်',
      descriptionMy: 'ဖော်ပြချက် (မြန်မာ)',
      discountType: 'လျှော့စျေး အမျိုးအစား',
      percent: 'ရာခိုင်နှုန်း (%)',
      fixed: 'ပုံသေငွေ (ကျပ်)',
      discountValue: 'လျှော့စျေး',
      maxDiscount: 'အများဆုံး လျှော့ငွေ (ကျပ်)',
      maxDiscountHint: 'ကန့်သတ်ချက် မထားလျှင် ဗလာထားပါ',
      minOrderAmount: 'အနည်းဆုံး ဝယ်ယူငွေ (ကျပ်)',
      startsAt: 'စမည့်ရက်',
      endsAt: 'ကုန်မည့်ရက်',
      usageLimit: 'စုစုပေါင်း သုံးခွင့်',
      perCustomerLimit: 'ဖောက်သည်တစ်ဦး သုံးခွင့်',
      limitHint: 'အကန့်အသတ် မထားလျှင် ဗလာထားပါ',
      isActive: 'ဖွင့်ထား',
    },
    used: (times: number, limit: number | null) =>
      limit === null
        ? formatNumber(times, 'my')
        : `${formatNumber(times, 'my')} / ${formatNumber(limit, 'my')}`,
  },
  articles: {
    title: 'ဆောင်းပါးများ',
    add: 'ဆောင်းပါးအသစ်',
    searchPlaceholder: 'ခေါင်းစဉ် သို့မဟုတ် ရေးသူဖြင့် ရှာပါ',
    newTitle: 'ဆောင်းပါးအသစ်',
    editTitle: 'ဆောင်းပါး ပြင်ရန်',
    saved: 'ဆောင်းပါးကို သိမ်းပြီးပါပြီ။',
    preview: 'ဆိုင်တွင် ကြည့်မည်',
    back: 'ဆောင်းပါးအားလုံး',
    columns: {
      title: 'ခေါင်းစဉ်',
      category: 'အမျိုးအစား',
      author: 'ရေးသူ',
      blogDate: 'ရက်စွဲ',
      status: 'အခြေအနေ',
    },
    published: 'တင်ပြီး',
    draft: 'မူကြမ်း',
    fields: {
      title: 'ခေါင်းစဉ်',
      titleMy: 'ခေါင်းစဉ် (မြန်မာ)',
      description: 'အကျဉ်းချုပ်',
      descriptionMy: 'အကျဉ်းချုပ် (မြန်မာ)',
      author: 'ရေးသူ',
      category: 'အမျိုးအစား',
      blogDate: 'ရက်စွဲ',
      image: 'ပုံ',
      content: 'အကြောင်းအရာ',
      contentMy: 'အကြောင်းအရာ (မြန်မာ)',
      isPublished: 'တင်မည် (ဝယ်သူများ ဖတ်နိုင်မည်)',
    },
  },
  announcements: {
    title: 'ကြေညာချက်များ',
    add: 'ကြေညာချက်အသစ်',
    searchPlaceholder: 'ခေါင်းစဉ်ဖြင့် ရှာပါ',
    newTitle: 'ကြေညာချက်အသစ်',
    editTitle: 'ကြေညာချက် ပြင်ရန်',
    notifiesEveryone: 'တင်လိုက်သည်နှင့် ဖောက်သည်အားလုံးထံ အသိပေးချက် ပို့ပါမည်။',
    editNotifiesNobody: 'ပြင်ဆင်ချက်ကို သိမ်းရုံဖြင့် ဖောက်သည်များထံ ထပ်မံ အသိမပေးပါ။',
    publish: 'တင်မည်',
    published: (count: number) =>
      `ကြေညာချက်ကို တင်ပြီးပါပြီ။ ဖောက်သည် ${formatNumber(count, 'my')} ဦးထံ အသိပေးပြီးပါပြီ။`,
    saved: 'ကြေညာချက်ကို သိမ်းပြီးပါပြီ။',
    columns: {
      banner: 'ဘန်နာ',
      title: 'ခေါင်းစဉ်',
      createdAt: 'တင်သည့်ရက်',
      description: 'ဖော်ပြချက်',
    },
    fields: {
      title: 'ခေါင်းစဉ်',
      titleMy: 'ခေါင်းစဉ် (မြန်မာ)',
      description: 'ဖော်ပြချက်',
      descriptionMy: 'ဖော်ပြချက် (မြန်မာ)',
      banner: 'ဘန်နာပုံ',
    },
  },
}
