import { SHOP } from '@kyanma/shared'
import type { shopAddressTexts as english } from '#app/locales/en/static-pages/shop-address.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'

/**
 * The shop's address as Burmese readers write it. SHOP.address is English prose, so its Burmese
 * form is kept here against the exact English it translates: if the shop moves, the pages show the
 * new English address rather than a stale Burmese one, and the static-pages test fails until this
 * table gains the new address.
 */
const BURMESE_ADDRESSES: Record<string, string> = {
  'No. 45, Pyay Road, 7 Mile, Mayangone Township, Yangon':
    'အမှတ် ၄၅၊ ပြည်လမ်း၊ ၇ မိုင်၊ မရမ်းကုန်းမြို့နယ်၊ ရန်ကုန်မြို့',
}

export const shopAddress: string = BURMESE_ADDRESSES[SHOP.address] ?? SHOP.address

/** The Burmese twin of en/static-pages/shop-address.ts, for components (useTexts). */
export const shopAddressTexts: TextsOf<typeof english> = { address: shopAddress }
